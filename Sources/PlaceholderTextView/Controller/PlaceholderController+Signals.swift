import CPlaceholderGtk3
import PlaceholderCore
import PlaceholderGObject

extension PlaceholderController {
    /// Where every handler of this controller lands.
    func handle(_ signal: ViewSignal, _ argument: gpointer?) {
        switch signal {
        case .draw:
            if let argument { draw(OpaquePointer(argument)) }
        case .notify:
            guard let argument else { return }
            propertyChanged(String(cString: argument.assumingMemoryBound(to: GParamSpec.self).pointee.name))
        case .preeditChanged:
            let preedit = argument.map { String(cString: $0.assumingMemoryBound(to: CChar.self)) } ?? ""
            preeditIsActive = !preedit.isEmpty
            visibilityMayHaveChanged()
        case .styleUpdated:
            styleChanged(rebuildLayouts: false)
        case .directionChanged, .screenChanged:
            styleChanged(rebuildLayouts: true)
        case .destroy:
            detach()
        case .sizeAllocate:
            updateHeightRequest()
        case .bufferChanged:
            visibilityMayHaveChanged()
        }
    }

    /// Connects or disconnects the `size-allocate` handler, which keeps the
    /// natural height right as the width changes.
    func watchAllocation(_ wanted: Bool) {
        guard wanted != (allocationWatch != nil), isAttached || !wanted else { return }
        if wanted {
            allocationWatch = ViewSignal.sizeAllocate.connect(UnsafeMutableRawPointer(view), to: router)
        } else {
            allocationWatch?.disconnect()
            allocationWatch = nil
        }
    }

    private func propertyChanged(_ name: String) {
        switch name {
        case "buffer":
            bindBuffer()
            visibilityMayHaveChanged(force: true)
        case "has-focus":
            visibilityMayHaveChanged()
        case "left-margin", "right-margin", "top-margin", "bottom-margin", "indent",
            "justification", "wrap-mode", "pixels-above-lines", "pixels-below-lines",
            "pixels-inside-wrap", "tabs", "monospace":
            if wasVisible { queueRedraw() }
        default:
            break
        }
    }

    /// Follows the view's current buffer.
    func bindBuffer() {
        buffer = nil
        guard isAttached, let current = gtk_text_view_get_buffer(view) else { return }
        buffer = BufferBinding(buffer: current, router: router)
    }

    /// A new style may bring a new colour; the layouts are rebuilt only when
    /// the font, resolution or font options changed (or `rebuildLayouts`).
    private func styleChanged(rebuildLayouts: Bool) {
        themeColor = nil
        cachedInsets = nil
        if rebuildLayouts || (lease.map { $0.key.style != currentStyle } ?? false) {
            releaseRenderer()
        }
        if wasVisible { queueRedraw() }
    }
}
