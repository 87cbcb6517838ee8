import CPlaceholderGObject
import CPlaceholderGtkCalls
import PlaceholderCore
import PlaceholderGObject
import PlaceholderRendering

/// When the placeholder shows, and what follows when that changes.
extension PlaceholderController {
    /// Whether the followed buffer is empty now.
    var bufferIsEmpty: Bool { buffer.map { ptv_gtk_text_buffer_get_char_count(OpaquePointer($0.buffer)) == 0 } ?? true }

    /// The inputs of the visibility rule, read now.
    var visibility: PlaceholderVisibility {
        guard isActive, viewIsAlive, buffer != nil else {
            return PlaceholderVisibility(hasPlaceholder: false, bufferIsEmpty: true)
        }
        return PlaceholderVisibility(
            hasPlaceholder: !settings.content.isEmpty,
            bufferIsEmpty: bufferIsEmpty,
            preeditIsActive: preeditIsActive,
            viewHasFocus: viewHasFocus,
            focusBehavior: settings.focusBehavior,
            entryHidesWhileFocused: toolkit.entryHidesPlaceholderWhileFocused)
    }

    /// Whether the placeholder shows now.
    package var isShowing: Bool { visibility.isVisible }

    /// Records whether the placeholder shows and tells the observers when
    /// that changed.
    func showingMayHaveChanged(to visible: Bool) {
        guard visible != wasVisible else { return }
        wasVisible = visible
        observerList?.notify { $0.placeholderShowingChanged() }
    }

    /// Repaints only when the placeholder appears or disappears: an ordinary
    /// keystroke in a non-empty view costs one O(1) character count.
    func visibilityMayHaveChanged(force: Bool = false) {
        let state = visibility
        if force || state.bufferIsEmpty != bufferWasEmpty {
            bufferWasEmpty = state.bufferIsEmpty
            emptinessChanged()
        }
        guard force || state.isVisible != wasVisible else { return }
        backend.repaint()
        showingMayHaveChanged(to: state.isVisible)
    }

    /// What depends on the buffer being empty rather than on the placeholder
    /// being drawn: the accessible placeholder and the natural height.
    func emptinessChanged(heightOptionChanged: Bool = false) {
        let placeholder = settings.content.isEmpty || !bufferWasEmpty
            ? nil : PlaceholderMarkup.plainText(of: settings.content)
        backend.showAccessiblePlaceholder(placeholder)
        if settings.requestsNaturalHeight || heightOptionChanged { backend.naturalHeightMayHaveChanged() }
    }
}
