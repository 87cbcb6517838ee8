import PlaceholderCore

/// The invariants checked after every operation: each slot shows the
/// buffer the model says, byte for byte the model's text, and the
/// placeholder exactly when the rule says; the Swift object reports the
/// model's settings; buffers no view shows keep the model's text.
@MainActor
enum ModelInvariants {
    /// The differences between `world` and `model`, empty when none.
    /// `displayedLines` counts a slot's lines afresh; nil while a line
    /// count may still be catching up with a width or font change (it is
    /// recounted once the main loop is idle).
    static func differences(_ world: LiveWorld, _ model: ReferenceModel, displayedLines: ((Int) -> Int)?) -> [String] {
        var found: [String] = []
        for (index, slot) in world.slots.enumerated() {
            let expected = model.views[index]
            guard let buffer = world.buffers[expected.bufferID] else {
                found.append("slot \(index): the world lost buffer \(expected.bufferID)")
                continue
            }
            if slot.view.buffer != buffer {
                found.append("slot \(index) shows another buffer than #\(expected.bufferID)")
            }
            found += textDifference(world.harness, buffer, model.buffers[expected.bufferID]!, what: "slot \(index)")
            guard let wrapper = slot.view.facade ?? (try? slot.view.attachFacade()) else {
                found.append("slot \(index): cannot attach to the view")
                continue
            }
            if wrapper.isPlaceholderVisible != model.expectsVisible(index) {
                found.append(
                    "slot \(index): isPlaceholderVisible \(wrapper.isPlaceholderVisible), the rule says "
                        + "\(model.expectsVisible(index)) (\(describe(model, index)); the view has focus: \(slot.view.hasFocus))")
            }
            if wrapper.settings != expected.settings {
                found.append("slot \(index): settings \(wrapper.settings), model \(expected.settings)")
            }
            let limit = expected.settings.limit, characters = model.text(index).count
            var count = limit.isSet ? limit.count(of: characters) : TextCount(length: 0, limit: 0)
            if limit.maxLines > 0 {
                count = limit.count(characters: characters, lines: displayedLines?(index) ?? wrapper.textCount.length)
            }
            if wrapper.textCount != count {
                found.append("slot \(index): count \(wrapper.textCount), model \(count)")
            }
        }
        for id in model.orphanIDs {
            guard let buffer = world.buffers[id] else { continue }
            found += textDifference(world.harness, buffer, model.buffers[id]!, what: "orphan buffer \(id)")
        }
        return found
    }

    /// A difference if `buffer` does not hold exactly `scalars` (compared
    /// as UTF-8 bytes, as GTK stores them).
    private static func textDifference(
        _ harness: any BehaviourHarness, _ buffer: UnsafeMutableRawPointer, _ scalars: [Unicode.Scalar], what: String
    ) -> [String] {
        let expected = String(String.UnicodeScalarView(scalars))
        let actual = harness.text(of: buffer)
        guard Array(actual.utf8) != Array(expected.utf8) else { return [] }
        return ["\(what): buffer holds \(actual.debugDescription), model \(expected.debugDescription)"]
    }

    /// The model's view of slot `index`, for a failure message.
    private static func describe(_ model: ReferenceModel, _ index: Int) -> String {
        let view = model.views[index]
        return "content \(view.settings.content), text \(String(String.UnicodeScalarView(model.text(index))).debugDescription), "
            + "focused \(model.hasFocus(index)), pre-edit \(view.preedit), \(view.settings.focusBehavior)"
    }
}
