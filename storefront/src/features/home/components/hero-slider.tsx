import { useEffect, useState } from "react"
import { useMessages } from "../../../i18n"
import { Link } from "react-router"
import { fetchPriority } from "../../../lib/fetch-priority"
import { usePageLoaded } from "../../../lib/page-loaded"
import { useErrorToast } from "../../../lib/use-error-toast"
import { useSliders } from "../api/get-home-content"
import { PICTURE_SIZES, pictureSources } from "../../../lib/picture-sources"

/** Spec section 9: autoplay every 5000 ms, 1000 ms transition (CSS). */
export const SLIDE_INTERVAL_MS = 5000

export function HeroSlider() {
  const messages = useMessages()
  const { data: slides = [], error } = useSliders()
  const [current, setCurrent] = useState(0)
  // Slides not on screen fetch their pictures after the page has loaded (or once shown), so on
  // a phone's connection they do not compete with the first screen's pictures.
  const pageLoaded = usePageLoaded()
  useErrorToast(error)
  useEffect(() => {
    if (slides.length < 2) return
    const timer = setInterval(() => setCurrent((index) => (index + 1) % slides.length), SLIDE_INTERVAL_MS)
    return () => clearInterval(timer)
  }, [slides.length])

  if (!slides.length) return <div className="slider slider--empty" aria-hidden />
  return (
    <section className="slider" aria-roledescription={messages.home.slider} aria-label={messages.home.offers}>
      <div className="slider__track" style={{ transform: `translateX(-${current * 100}%)` }}>
        {slides.map((slide, index) => (
          <Link key={slide.id} to={slide.url} className="slider__slide" aria-hidden={index !== current} tabIndex={index === current ? 0 : -1}>
            <img
              {...(index === 0 || index === current || pageLoaded ? pictureSources(slide.image_url, PICTURE_SIZES.slider) : {})}
              alt={messages.home.slideAlt(index + 1, slides.length)}
              width={1280}
              height={420}
              loading={index === 0 ? "eager" : "lazy"}
              {...fetchPriority(index === 0)}
            />
          </Link>
        ))}
      </div>
      <div className="slider__dots">
        {slides.map((slide, index) => (
          <button key={slide.id} type="button" aria-label={messages.home.slide(index + 1)} aria-current={index === current} onClick={() => setCurrent(index)} />
        ))}
      </div>
    </section>
  )
}
