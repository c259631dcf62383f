#include "commands/changesystemvalue.h"

#include "commands/documentcommand.h"
#include "document/systemdocument.h"

namespace {

/// The value at `pointer`, or null when the document leaves it out.
nlohmann::json valueAt(const SystemDocument* document, const std::string& pointer) {
    const nlohmann::json::json_pointer at(pointer);
    return document->document()->contains(at) ? document->document()->at(at) : nlohmann::json();
}

}  // namespace

ChangeSystemValue::ChangeSystemValue(SystemDocument* document, const QString& text, std::string pointer, nlohmann::json after,
                                     bool merge)
    : QUndoCommand(text),
      m_document(document),
      m_pointer(std::move(pointer)),
      m_before(valueAt(document, m_pointer)),
      m_after(std::move(after)),
      m_merge(merge) {}

void ChangeSystemValue::redo() { m_document->setValue(m_pointer, m_after); }

void ChangeSystemValue::undo() { m_document->setValue(m_pointer, m_before); }

int ChangeSystemValue::id() const { return static_cast<int>(CommandId::ChangeSystemValue); }

bool ChangeSystemValue::mergeWith(const QUndoCommand* other) {
    const auto* next = static_cast<const ChangeSystemValue*>(other);
    if (!m_merge || !next->m_merge || next->m_document != m_document || next->m_pointer != m_pointer) return false;
    m_after = next->m_after;
    setObsolete(isNoOp());  // typed back to the old value: no step to undo
    return true;
}
