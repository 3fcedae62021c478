import { Link } from "react-router"
import { paths } from "../../../config/paths"
import { useMessages } from "../../../i18n"
import { useNews } from "../api/news"
import { Carousel } from "../../../components/ui/carousel"
import { PICTURE_SIZES, pictureSources } from "../../../lib/picture-sources"

/** How many news items the home page shows (its loader reads as many). */
export const CAROUSEL_NEWS = 8

export function NewsCarousel() {
  const messages = useMessages()
  const { data: news = [] } = useNews(CAROUSEL_NEWS)
  if (!news.length) return null
  return (
    <section aria-labelledby="news-carousel-title">
      <h2 id="news-carousel-title">{messages.home.latestNews}</h2>
      <Carousel label={messages.home.latestNews}>
        {news.map((item) => (
          <Link key={item.id} to={paths.news()} className="carousel__card news-card">
            <img {...pictureSources(item.image_url, PICTURE_SIZES.carouselCard)} alt="" loading="lazy" width={640} height={436} />
            <div className="news-card__body">
              <h3>{item.title}</h3>
            </div>
          </Link>
        ))}
      </Carousel>
    </section>
  )
}
