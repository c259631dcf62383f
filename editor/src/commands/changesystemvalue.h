// One edit of a game system (the system editor): a value of the document set, added or
// removed at its JSON pointer, and back. Typing into one field, or dragging a number, merges
// into one undo step while the edits follow each other at the same place.
#pragma once

#include <string>

#include <QUndoCommand>

#include <nlohmann/json.hpp>

class SystemDocument;

class ChangeSystemValue : public QUndoCommand {
public:
    /// Sets the value at `pointer` of `document` to `after` (null: removes the key), named `text`
    /// in the history. With `merge`, a following edit of the same pointer joins this step.
    /// Precondition: the document is loaded and the pointer's parent exists.
    ChangeSystemValue(SystemDocument* document, const QString& text, std::string pointer, nlohmann::json after, bool merge);

    void redo() override;
    void undo() override;
    int id() const override;
    bool mergeWith(const QUndoCommand* other) override;
    /// True when the edit would change nothing (then it is not pushed).
    bool isNoOp() const { return m_before == m_after; }

private:
    SystemDocument* m_document;
    std::string m_pointer;
    nlohmann::json m_before, m_after;
    bool m_merge;
};
