import CPlaceholderGObject

/// The real side of the model-based test: two slots and every buffer the
/// model knows of, each referenced (as an app keeping an old buffer would).
@MainActor
final class LiveWorld {
    /// The toolkit.
    let harness: any BehaviourHarness
    /// The two slots.
    private(set) var slots: [LiveSlot] = []
    /// The buffers by model id, each referenced by the world.
    private(set) var buffers: [Int: UnsafeMutableRawPointer] = [:]

    /// Two fresh slots with Swift objects; the model gets matching views.
    init(harness: any BehaviourHarness, model: inout ReferenceModel) throws {
        self.harness = harness
        for index in 0..<2 {
            let slot = try LiveSlot(harness: harness, wrapped: true)
            slots.append(slot)
            model.freshView(index, wrapper: true)
            adopt(slot.view.buffer, id: model.views[index].bufferID)
        }
        slots[0].view.setClipboard(model.clipboard)
    }

    /// Takes a reference to `buffer`, known to the model as `id`.
    func adopt(_ buffer: UnsafeMutableRawPointer, id: Int) {
        g_object_ref(buffer)
        buffers[id] = buffer
    }

    /// Lets go of buffer `id`.
    func release(_ id: Int) {
        if let buffer = buffers.removeValue(forKey: id) { g_object_unref(buffer) }
    }

    /// Destroys everything.
    func tearDown() {
        for slot in slots { slot.tearDown() }
        slots = []
        for id in Array(buffers.keys) { release(id) }
        harness.pump(timeout: 0)
    }
}
