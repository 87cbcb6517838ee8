import CPlaceholderGObject
import PlaceholderCore
import PlaceholderRendering

/// Where and how to paint the placeholder now: the toolkit's drawing hook
/// puts `renderer`'s lines at (`x`, `y`) of the text window.
package struct PlaceholderPlacement {
    /// The laid-out placeholder.
    package var renderer: PlaceholderRenderer
    /// The top-left corner of the layout box, in text-window coordinates.
    package var x, y: Double
    /// The colour to paint, before the theme's opacity.
    package var color: PlaceholderColor
    /// The theme's opacity (1 for the app's own colour): `color` with it is
    /// `resolvedColor`.
    package var opacity: Double
}

/// What a drawing of a placement shows: the renderer (held, so that its
/// address is no other's), its layouts' generation, their place, the
/// colour and the opacity. Equal keys, equal drawings (GTK 4 keeps its text
/// nodes by it).
package struct PlaceholderDrawingKey: Equatable {
    let renderer: PlaceholderRenderer
    let generation: Int
    let x, y: Double
    let color: PlaceholderColor
    let opacity: Double

    /// The key of `placement`.
    package init(_ placement: PlaceholderPlacement) {
        (renderer, generation, x, y) = (placement.renderer, placement.renderer.generation, placement.x, placement.y)
        (color, opacity) = (placement.color, placement.opacity)
    }

    package static func == (a: Self, b: Self) -> Bool {
        a.renderer === b.renderer && a.generation == b.generation && a.x == b.x && a.y == b.y && a.color == b.color
            && a.opacity == b.opacity
    }
}

extension PlaceholderController {
    /// The view's metrics now.
    package var currentMetrics: ViewMetrics {
        let properties = self.properties ?? TextViewProperties(of: view)
        self.properties = properties
        let followed = followedBufferIsStale ? nil : buffer?.buffer
        return ViewMetrics(backend.readTextWindow(buffer: followed, properties: properties), properties)
    }

    /// Where to paint the placeholder for the view as it is now (whether it
    /// shows is the caller's question: `isShowing`).
    package func placement() -> PlaceholderPlacement {
        let metrics = currentMetrics
        let renderer = renderer(for: metrics.spec)
        let y = metrics.geometry.lineTop + metrics.geometry.verticalOffset(
            blockHeight: renderer.visibleHeight, placement: settings.verticalPlacement)
        return PlaceholderPlacement(
            renderer: renderer, x: metrics.geometry.boxLeft, y: y,
            color: settings.color.resolved(themeColor: backend.themeColor), opacity: themeOpacity)
    }

    /// Whether the natural-height option asks for a height now: it is on,
    /// and the live view is empty but for its placeholder.
    package var wantsNaturalHeight: Bool {
        viewIsAlive && isActive && settings.requestsNaturalHeight && !settings.content.isEmpty && bufferIsEmpty
    }

    /// The height the view must be allocated for an empty view to show its
    /// whole placeholder at its current width; nil when `wantsNaturalHeight` is false or the view has
    /// no width yet. Lays the placeholder out (and keeps the layout for
    /// painting).
    package func layOutNaturalHeight() -> Int? {
        guard wantsNaturalHeight else { return nil }
        let metrics = currentMetrics
        // Measured at the allocated width; a resize measures again.
        guard metrics.textWindowSize.width > 1 else { return nil }
        let renderer = renderer(for: metrics.spec)
        return metrics.geometry.heightFitting(
            blockHeight: renderer.naturalHeight, allocatedHeight: metrics.allocatedHeight)
    }

    /// The colour the placeholder is painted in, with the opacity GTK gives
    /// the theme's colour as far as it is known.
    package var resolvedColor: PlaceholderColor {
        settings.color.resolved(themeColor: backend.themeColor).dimmed(by: themeOpacity)
    }

    /// The opacity GTK gives the theme's colour, as far as it is known (1
    /// for the app's own colour, or with no theme colour).
    var themeOpacity: Double {
        guard case .themeDefault = settings.color, backend.themeColor != nil else { return 1 }
        return backend.themeOpacity
    }

    /// The view's font settings now.
    var currentStyle: TextStyleKey { TextStyleKey(context: pangoContext) }
    /// The placeholder's font settings now (its font widget's), read from a
    /// context made for the read: on GTK 4 the font widget is the overlay's
    /// style node, which would otherwise keep a context of its own.
    var placeholderStyle: TextStyleKey {
        let context = Self.makePangoContext(like: backend.fontWidget)
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        return TextStyleKey(context: context)
    }

    /// Whether the last drawn placeholder had to be ellipsized to fit.
    package var rendererIsEllipsized: Bool { lease?.renderer.isEllipsized ?? false }

    /// The renderer this view draws with, if it has drawn: for tests.
    package var currentRenderer: PlaceholderRenderer? { lease?.renderer }

    /// A renderer laid out for `spec` in the view's font: shared with every
    /// view showing the same placeholder in the same style at the same size.
    /// The font is read again after a style change (`styleChanged`).
    private func renderer(for spec: PlaceholderLayoutSpec) -> PlaceholderRenderer {
        let key = RendererPool.Key(content: settings.content, style: lease?.key.style ?? placeholderStyle, spec: spec)
        let fontWidget = backend.fontWidget
        let current = RendererPool.shared.lease(for: key, replacing: lease) { Self.makePangoContext(like: fontWidget) }
        lease = current
        return current.renderer
    }

    /// Gives up the view's share of its renderer.
    func releaseRenderer() {
        RendererPool.shared.release(lease)
        lease = nil
    }
}

extension RendererPool {
    /// The pool of the process, on GTK's thread.
    package static let shared = RendererPool()
}
