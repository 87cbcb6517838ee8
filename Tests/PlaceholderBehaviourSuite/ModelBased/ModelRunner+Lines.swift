import PlaceholderCore

/// User edits into a buffer that a blocking line limit guards. Where a view
/// wraps is GTK's business, so the model does not guess which keys get in:
/// it takes what the view kept, after checking that it is what the user gave
/// (each key in whole or refused with the bell, a paste's first
/// user-perceived characters, nothing of the text before lost or changed)
/// and that every line limit the text was within before the edit still
/// holds after it, counted afresh by GTK's layout.
extension ModelRunner {
    /// The slots showing slot `view`'s buffer whose blocking line limit cuts
    /// what the user gives now: those with the keyboard focus.
    func lineLimiters(_ view: Int) -> [Int] {
        (0..<2).filter {
            let limit = model.views[$0].settings.limit
            return model.views[$0].bufferID == model.views[view].bufferID && model.hasFocus($0)
                && limit.maxLines > 0 && limit.mode == .block
        }
    }

    /// The lines slot `view` displays its text on now, counted afresh.
    func displayedLines(_ view: Int) -> Int { displayedLineCount(of: live(view)) }

    /// Presses `key`, which inserts `character` at `offset` of a
    /// line-limited view; returns whether it went in.
    func typeUnderLineLimit(
        _ view: Int, _ key: BehaviourKey, inserting character: Unicode.Scalar, at offset: Int, limiters: [Int]
    ) -> Bool {
        let before = model.text(view)
        var typed = before
        typed.insert(character, at: offset)
        return userEdit(view, limiters: limiters, what: "typing \(character.escaped(asASCII: true))") {
            press(view, key)
            return Array(harness.text(of: buffer(view)).unicodeScalars)
        } judge: { after, refused in
            if after == typed { return nil }
            return after == before && refused ? "" : "the key was neither taken whole nor refused with the bell"
        }
    }

    /// Ctrl+V at `offset` of a line-limited view, the model's clipboard
    /// cut to at most `fitting` characters by character limits.
    func pasteUnderLineLimit(_ view: Int, at offset: Int, fitting: Int, limiters: [Int]) {
        let before = model.text(view), clip = Array(model.clipboard.unicodeScalars)
        _ = userEdit(view, limiters: limiters, what: "pasting") {
            let refusedBefore = refusals()
            press(view, .letter("v"), [.control])
            // The clipboard is read asynchronously: wait for the text or the bell.
            let buffer = buffer(view), unchanged = String(String.UnicodeScalarView(before))
            harness.pump(timeout: 2) { self.harness.text(of: buffer) != unchanged || self.refusals() > refusedBefore }
            return Array(harness.text(of: buffer).unicodeScalars)
        } judge: { after, refused in
            let kept = after.count - before.count
            guard (0...fitting).contains(kept),
                after == Array(before[..<offset]) + clip.prefix(kept) + Array(before[offset...])
            else { return "the text is not the old one with the clipboard's first characters" }
            if kept < clip.count && !refused { return "the paste was cut without the bell" }
            if kept < fitting && !Self.isCharacterBoundary(kept, of: clip) {
                return "the paste was cut inside a user-perceived character"
            }
            return kept < clip.count ? "" : nil
        }
    }

    /// Runs a user edit under `limiters` and checks its outcome: `judge`
    /// gets the text after it and whether a bell rang, and returns nil if
    /// the edit went in whole, "" if it was legitimately cut or refused,
    /// or what is wrong. The model takes the view's text either way.
    private func userEdit(
        _ view: Int, limiters: [Int], what: String, edit: () -> [Unicode.Scalar],
        judge: ([Unicode.Scalar], Bool) -> String?
    ) -> Bool {
        // Before the edit: no allocation pending between the view's
        // judgement and the check, and the limits the text is within.
        harness.pump(timeout: 0)
        let within = limiters.filter { displayedLines($0) <= model.views[$0].settings.limit.maxLines }
        let refusedBefore = refusals()
        let after = edit()
        let verdict = judge(after, refusals() > refusedBefore)
        if let verdict, !verdict.isEmpty {
            found.append("slot \(view): \(what) under a line limit: \(verdict); before \(model.text(view)), after \(after)")
        }
        if verdict != nil { statistics.limitedEdits += 1 }
        statistics.lineLimitedEdits += 1
        model.setText(view, after)
        // GTK lays the edited lines out before they are counted: asked about
        // lines it has not laid out, GTK 4's layout keeps what it made across
        // a later buffer swap and aborts at the next edit.
        harness.pump(timeout: 0)
        for slot in within where displayedLines(slot) > model.views[slot].settings.limit.maxLines {
            found.append("slot \(slot): \(what) took the text to \(displayedLines(slot)) lines, over its limit of "
                + "\(model.views[slot].settings.limit.maxLines), from within it: \(String(String.UnicodeScalarView(after)).debugDescription)")
        }
        return verdict == nil
    }

    /// The bells rung in both slots so far (any focused, limited view on a
    /// buffer may be the one that cuts).
    func refusals() -> Int { (0..<2).map { live($0).refusedInputCount }.reduce(0, +) }

    /// Whether the first `count` scalars of `scalars` end on a boundary
    /// between user-perceived characters.
    private static func isCharacterBoundary(_ count: Int, of scalars: [Unicode.Scalar]) -> Bool {
        let text = String(String.UnicodeScalarView(scalars))
        let index = text.unicodeScalars.index(text.unicodeScalars.startIndex, offsetBy: count)
        return index.samePosition(in: text) != nil
    }
}
