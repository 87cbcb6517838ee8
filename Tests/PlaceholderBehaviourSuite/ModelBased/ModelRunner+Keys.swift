/// The operations that go through the keyboard: real key presses with the
/// caret placed first, through GTK's input method (dead keys) and
/// clipboard shortcuts. Each key waits for GTK to handle it, no longer.
extension ModelRunner {
    /// Applies a keyboard operation to the model and to the live view.
    func applyKeys(_ operation: ModelOperation) {
        switch operation {
        case .type(let view, let at, let text):
            var offset = keyboardCaret(view, at)
            for character in text.unicodeScalars {
                let taken = character == "\n" && model.takesReturn(view)
                let fits = model.allowance(view).map { $0 > 0 } ?? true
                statistics.returnsTaken += taken ? 1 : 0
                statistics.limitedEdits += !taken && !fits ? 1 : 0
                let activated = activations[view], key: BehaviourKey = character == "\n" ? .return : .letter(Character(character))
                let limiters = lineLimiters(view)
                if !taken && fits && !limiters.isEmpty {
                    if typeUnderLineLimit(view, key, inserting: character, at: offset, limiters: limiters) { offset += 1 }
                } else {
                    if !taken && fits {
                        model.insert([character], into: view, at: offset)
                        offset += 1
                    }
                    press(view, key)
                }
                if activations[view] != activated + (taken ? 1 : 0) {
                    found.append("slot \(view): Return taken: \(taken), onActivate ran \(activations[view] - activated) times")
                }
            }
        case .backspace(let view, let at):
            var scalars = model.text(view)
            let offset = at % (scalars.count + 1)
            // GTK deletes a whole or partial cluster; an ASCII character
            // before an ASCII one (or the end) is always exactly one.
            guard offset > 0, scalars[offset - 1].isASCII, offset == scalars.count || scalars[offset].isASCII
            else { return }
            _ = keyboardCaret(view, offset)
            scalars.remove(at: offset - 1)
            model.setText(view, scalars)
            press(view, .backspace)
        case .compose(let view, let at, let vowel):
            let offset = keyboardCaret(view, at)
            press(view, .deadAcute)
            model.preedit(view, active: true)
            checkpoint()  // the dead key waits as pre-edit text, not in the buffer
            let fits = model.allowance(view).map { $0 > 0 } ?? true, limiters = lineLimiters(view)
            if fits && !limiters.isEmpty {
                model.preedit(view, active: false)
                _ = typeUnderLineLimit(view, .letter(Character(vowel)), inserting: Self.acute[vowel]!, at: offset, limiters: limiters)
                return
            }
            if fits {
                model.insert([Self.acute[vowel]!], into: view, at: offset)
            } else {
                statistics.limitedEdits += 1
            }
            model.preedit(view, active: false)
            press(view, .letter(Character(vowel)))
        case .paste(let view, let at, let clip):
            let offset = keyboardCaret(view, at)
            if let clip {
                live(view).setClipboard(clip)
                model.clipboard = clip
            }
            let clip = Array(model.clipboard.unicodeScalars)
            let fitting = min(clip.count, model.allowance(view) ?? clip.count)
            let limiters = lineLimiters(view)
            guard limiters.isEmpty else {
                return pasteUnderLineLimit(view, at: offset, fitting: fitting, limiters: limiters)
            }
            statistics.limitedEdits += fitting < clip.count ? 1 : 0
            model.insert(clip.prefix(fitting), into: view, at: offset)
            let expected = String(String.UnicodeScalarView(model.text(view)))
            let refusedBefore = refusals()
            press(view, .letter("v"), [.control])
            // The clipboard is read asynchronously: wait for the text, and
            // for the limit's refusal when the paste does not fit whole (it
            // must arrive while the view still has the keyboard focus).
            let buffer = live(view).buffer
            harness.pump(timeout: 2) {
                self.harness.text(of: buffer) == expected
                    && (fitting == clip.count || refusals() > refusedBefore)
            }
        case .cutAll(let view):
            _ = keyboardCaret(view, 0)
            let scalars = model.text(view)
            if !scalars.isEmpty {
                model.clipboard = String(String.UnicodeScalarView(scalars))
                model.setText(view, [])
            }
            press(view, .letter("a"), [.control])
            press(view, .letter("x"), [.control])
        default:
            preconditionFailure("\(operation) does not go through the keyboard")
        }
    }

    /// Presses `key` in slot `view`, noting a key GTK never handled.
    func press(_ view: Int, _ key: BehaviourKey, _ modifiers: BehaviourModifiers = []) {
        if !live(view).pressPromptly(key, modifiers) {
            found.append("slot \(view): GTK did not handle the key \(key) (\(modifiers.rawValue)) within 2 s")
        }
    }

    /// Focuses the view for typing and puts the caret at `at` (modulo the
    /// length) when that is a cluster boundary (before an ASCII character
    /// or at the end), else at the end; returns the offset used.
    func keyboardCaret(_ view: Int, _ at: Int) -> Int {
        world.slots[view].ensureMapped()
        live(view).focus()
        model.focus(view, true)
        let scalars = model.text(view)
        var offset = at % (scalars.count + 1)
        if offset < scalars.count && !scalars[offset].isASCII { offset = scalars.count }
        live(view).placeCaret(atOffset: offset)
        return offset
    }

    /// Precomposed vowels with an acute accent.
    static let acute: [String: Unicode.Scalar] = ["a": "á", "e": "é", "i": "í", "o": "ó", "u": "ú"]
}
