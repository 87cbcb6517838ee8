import CPlaceholderPangoCairo

/// The attributes of a `PangoAttrList`, which Pango hands out as copies in a
/// list the caller frees.
enum PangoAttributes {
    /// Calls `body` with each attribute of `list`, in order.
    static func forEach(in list: OpaquePointer, _ body: (UnsafeMutablePointer<PangoAttribute>) -> Void) {
        var node = pango_attr_list_get_attributes(list)
        let head = node
        while let current = node {
            let attribute = current.pointee.data.assumingMemoryBound(to: PangoAttribute.self)
            body(attribute)
            pango_attribute_destroy(attribute)
            node = current.pointee.next
        }
        g_slist_free(head)
    }

    /// Whether `list` has an attribute of one of `types`.
    static func contains(_ types: [PangoAttrType], in list: OpaquePointer) -> Bool {
        var found = false
        forEach(in: list) { attribute in
            if types.contains(attribute.pointee.klass.pointee.type) { found = true }
        }
        return found
    }

    /// The attributes of `list` that overlap `range`, moved to start at 0.
    static func slice(_ list: OpaquePointer, to range: Range<Int>) -> OpaquePointer {
        let result = pango_attr_list_new()!
        forEach(in: list) { attribute in
            let start = Int(attribute.pointee.start_index)
            let end = Int(attribute.pointee.end_index)
            guard start < range.upperBound && end > range.lowerBound else { return }
            let copy = pango_attribute_copy(attribute)!
            copy.pointee.start_index = guint(max(start, range.lowerBound) - range.lowerBound)
            copy.pointee.end_index = guint(min(end, range.upperBound) - range.lowerBound)
            pango_attr_list_insert(result, copy)
        }
        return result
    }
}
