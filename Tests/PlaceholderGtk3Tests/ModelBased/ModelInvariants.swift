import CPlaceholderGtk3
import PlaceholderTestSupportGtk3
import PlaceholderTextView

/// The invariants checked after every operation: each slot shows the
/// buffer the model says, byte for byte the model's text, and the
/// placeholder exactly when the rule says; the Swift object reports the
/// model's settings; buffers no view shows keep the model's text.
@MainActor
enum ModelInvariants {
    /// The differences between `world` and `model`, empty when none.
    static func differences(_ world: LiveWorld, _ model: ReferenceModel) -> [String] {
        var found: [String] = []
        for (index, slot) in world.slots.enumerated() {
            let expected = model.views[index]
            guard let buffer = world.buffers[expected.bufferID] else {
                found.append("slot \(index): the world lost buffer \(expected.bufferID)")
                continue
            }
            if gtk_text_view_get_buffer(slot.view) != buffer {
                found.append("slot \(index) shows another buffer than #\(expected.bufferID)")
            }
            found += textDifference(buffer, model.buffers[expected.bufferID]!, what: "slot \(index)")
            guard let wrapper = slot.wrapper ?? (try? PlaceholderTextView(attachingTo: slot.view)) else {
                found.append("slot \(index): cannot attach to the view")
                continue
            }
            if wrapper.isPlaceholderVisible != model.expectsVisible(index) {
                found.append(
                    "slot \(index): isPlaceholderVisible \(wrapper.isPlaceholderVisible), the rule says "
                        + "\(model.expectsVisible(index)) (\(describe(expected, text: model.text(index))))")
            }
            if wrapper.settings != expected.settings {
                found.append("slot \(index): settings \(wrapper.settings), model \(expected.settings)")
            }
        }
        for id in model.orphanIDs {
            guard let buffer = world.buffers[id] else { continue }
            found += textDifference(buffer, model.buffers[id]!, what: "orphan buffer \(id)")
        }
        return found
    }

    /// The buffer's whole text, as GTK stores it (UTF-8 bytes).
    static func bytes(of buffer: UnsafeMutablePointer<GtkTextBuffer>) -> [UInt8] {
        var start = GtkTextIter(), end = GtkTextIter()
        gtk_text_buffer_get_bounds(buffer, &start, &end)
        guard let chars = gtk_text_buffer_get_text(buffer, &start, &end, 1) else { return [] }
        defer { g_free(chars) }
        return Array(UnsafeRawBufferPointer(start: chars, count: strlen(chars)))
    }

    /// A difference if `buffer` does not hold exactly `scalars`.
    private static func textDifference(
        _ buffer: UnsafeMutablePointer<GtkTextBuffer>, _ scalars: [Unicode.Scalar], what: String
    ) -> [String] {
        let expected = Array(String(String.UnicodeScalarView(scalars)).utf8)
        let actual = bytes(of: buffer)
        guard actual != expected else { return [] }
        return ["\(what): buffer holds \(String(decoding: actual, as: UTF8.self).debugDescription), "
            + "model \(String(decoding: expected, as: UTF8.self).debugDescription)"]
    }

    /// The model's view of a slot, for a failure message.
    private static func describe(_ view: ModelView, text: [Unicode.Scalar]) -> String {
        "content \(view.settings.content), text \(String(String.UnicodeScalarView(text)).debugDescription), "
            + "focused \(view.focused), pre-edit \(view.preedit), \(view.settings.focusBehavior)"
    }
}
