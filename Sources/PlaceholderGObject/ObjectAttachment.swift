import CPlaceholderGObject

/// Keeps a Swift object alive for as long as a GObject holds it, under a
/// key, using `g_object_set_data_full`: the object's retain is given back by
/// the `GDestroyNotify` when the key is cleared or the GObject is finalized.
package enum ObjectAttachment<Value: AnyObject> {
    /// The object stored under `key` on `object`, if any.
    package static func value(on object: gpointer, key: String) -> Value? {
        g_object_get_data(object.assumingMemoryBound(to: GObject.self), key)
            .map { Unmanaged<Value>.fromOpaque($0).takeUnretainedValue() }
    }

    /// Stores `value` under `key`, releasing whatever was stored there.
    package static func attach(_ value: Value, to object: gpointer, key: String) {
        let data = Unmanaged.passRetained(value).toOpaque()
        g_object_set_data_full(
            object.assumingMemoryBound(to: GObject.self), key, data,
            { data in
                guard let data else { return }
                Unmanaged<AnyObject>.fromOpaque(data).release()
            })
    }
}
