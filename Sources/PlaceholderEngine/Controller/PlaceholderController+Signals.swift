import CPlaceholderGObject
import PlaceholderCore
import PlaceholderGObject
import PlaceholderRendering

extension PlaceholderController {
    /// Where the engine's handlers land.
    func handle(_ signal: EngineSignal, _ argument: gpointer?) {
        switch signal {
        case .notify:
            guard let argument else { return }
            propertyChanged(String(cString: argument.assumingMemoryBound(to: GParamSpec.self).pointee.name))
        case .preeditChanged:
            let preedit = argument.map { String(cString: $0.assumingMemoryBound(to: CChar.self)) } ?? ""
            preeditIsActive = !preedit.isEmpty
            visibilityMayHaveChanged()
        case .directionChanged:
            styleChanged(rebuildLayouts: true)
        case .destroy:
            detach()
        }
    }

    /// The buffer's emptiness may have flipped, or a limit counts its text
    /// (the buffer's watch calls only then).
    func bufferChanged() {
        visibilityMayHaveChanged()
        if settings.limit.isSet { countMayHaveChanged() }
    }

    private func propertyChanged(_ name: String) {
        switch name {
        case "buffer":
            if toolkit.followsNewBufferAtOnce {
                rebindBuffer()
            } else {
                followedBufferIsStale = true
                // The view shows the new buffer now: the old one's lines
                // are no longer its count.
                lineCounter = nil
                bufferRebind.schedule()
            }
        case "has-focus":
            visibilityMayHaveChanged()
        case "scale-factor":
            styleChanged(rebuildLayouts: true)
        case _ where TextViewProperties.names.contains(name):
            properties = nil
            geometryChanged(layoutChanged: true)
        case "tabs", "monospace":
            geometryChanged(layoutChanged: true)
        default:
            backend.propertyChanged(name)
        }
    }

    /// Where or how the placeholder is laid out may have changed: repaint it
    /// if it shows, and measure it again for the natural-height option; a
    /// line limit counts lines again if the width or font changed, or
    /// `layoutChanged` (a layout property of the view).
    package func geometryChanged(layoutChanged: Bool = false) {
        // The counter follows the view's margins and direction too.
        if wasVisible || shownCounter != nil { backend.repaint() }
        if settings.requestsNaturalHeight { backend.naturalHeightMayHaveChanged() }
        linesMayHaveRewrapped(force: layoutChanged)
    }

    /// A new style may bring a new colour or font: the layouts are rebuilt
    /// only when the font, resolution or font options changed (or
    /// `rebuildLayouts`: a new screen, direction or scale).
    package func styleChanged(rebuildLayouts: Bool) {
        if rebuildLayouts || (lease.map { $0.key.style != placeholderStyle } ?? false) {
            releaseRenderer()
        }
        geometryChanged()
    }

    /// Follows the view's current buffer.
    func bindBuffer() {
        buffer = nil
        followedBufferIsStale = false
        guard viewIsAlive, let current = currentBuffer() else { return }
        buffer = BufferBinding(buffer: current, controller: self)
    }

    /// Follows the buffer the view shows now, and shows or hides for it.
    func rebindBuffer() {
        guard viewIsAlive else { return }
        bindBuffer()
        visibilityMayHaveChanged(force: true)
        limitMayHaveChanged()
    }
}
