import CPlaceholderPangoCairo
import PlaceholderCore

/// Shares renderers between views that show the same placeholder in the same
/// style at the same size: they need the same layouts and the same pixels,
/// so a form of identical editors holds one set, not one per view.
///
/// A view holds a `RendererLease` and trades it for another when its key
/// changes. A renderer only one view uses is reconfigured in place (a resize
/// rebuilds no layout); the last view to let go of a renderer frees it.
package final class RendererPool {
    /// An empty pool (the engine keeps the process's, on GTK's thread).
    package init() {}

    /// Everything a renderer's layouts and pixels depend on.
    package struct Key: Hashable {
        /// What the placeholder says.
        package var content: PlaceholderContent
        /// The view's font and text settings.
        package var style: TextStyleKey
        /// How its layouts are set up.
        package var spec: PlaceholderLayoutSpec

        /// A key from its parts.
        package init(content: PlaceholderContent, style: TextStyleKey, spec: PlaceholderLayoutSpec) {
            self.content = content
            self.style = style
            self.spec = spec
        }
    }

    private struct Entry {
        let lease: RendererLease
        var users: Int
    }

    private var entries: [Key: Entry] = [:]

    /// The number of distinct renderers alive.
    package var count: Int { entries.count }

    /// A lease on a renderer configured for `key`, giving up `current`.
    /// `makeContext` makes the `PangoContext` for a new renderer (the caller's
    /// reference is taken over).
    package func lease(
        for key: Key, replacing current: RendererLease?, makeContext: () -> OpaquePointer
    ) -> RendererLease {
        if let current, current.key == key { return current }
        if var entry = entries[key] {
            release(current)
            entry.users += 1
            entries[key] = entry
            return entry.lease
        }
        if let current, current.key.style == key.style, entries[current.key]?.users == 1 {
            // Its only user: move it to the new key rather than build anew.
            entries[current.key] = nil
            current.key = key
            entries[key] = Entry(lease: current, users: 1)
            return current
        }
        release(current)
        let lease = RendererLease(key: key, renderer: PlaceholderRenderer(adoptingContext: makeContext()))
        entries[key] = Entry(lease: lease, users: 1)
        return lease
    }

    /// Gives up `lease`; its renderer is freed when no view uses it.
    package func release(_ lease: RendererLease?) {
        guard let lease, var entry = entries[lease.key], entry.lease === lease else { return }
        entry.users -= 1
        entries[lease.key] = entry.users > 0 ? entry : nil
    }
}

/// One view's use of a pooled renderer, configured for `key`.
package final class RendererLease {
    /// What the renderer is configured for.
    package fileprivate(set) var key: RendererPool.Key {
        didSet { configure() }
    }
    /// The shared renderer.
    package let renderer: PlaceholderRenderer

    fileprivate init(key: RendererPool.Key, renderer: PlaceholderRenderer) {
        self.key = key
        self.renderer = renderer
        configure()
    }

    private func configure() {
        renderer.setContent(key.content)
        renderer.configure(key.spec)
    }
}
