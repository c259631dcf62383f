#include "editing/systemeditor.h"

#include <QCoreApplication>

#include "commands/changesystemvalue.h"
#include "common/fromengine.h"
#include "common/jsonvariant.h"
#include "editing/systemfields.h"
#include "tricorne/text/system_diff.h"

using json = nlohmann::json;
using SystemFieldType = systemfields::FieldType;  // not the engine's rule-form FieldType

void replaceWholeSystem(SystemDocument& document, const QString& text, const json& doc) {
    auto* command = new ChangeSystemValue(&document, text, "", doc, false);
    if (command->isNoOp()) {
        delete command;
        return;
    }
    document.undoStack()->push(command);
}

SystemEditor::SystemEditor(QObject* parent) : QObject(parent) {}

void SystemEditor::setDocument(SystemDocument* document) {
    if (m_document == document) return;
    m_document = document;
    emit documentChanged();
}

void SystemEditor::setFocusedField(const QString& pointer) {
    if (m_focusedField == pointer) return;
    m_focusedField = pointer;
    emit focusedFieldChanged();
}

QVariantList SystemEditor::tables() const {
    QVariantList out;
    const json* doc = m_document ? m_document->document() : nullptr;
    for (systemfields::Table table : systemfields::kTables)
        out << QVariantMap{{QStringLiteral("name"), QLatin1String(systemfields::tableName(table))},
                           {QStringLiteral("title"), systemfields::tableTitle(table)},
                           {QStringLiteral("count"), doc ? static_cast<int>(systemfields::entryPointers(*doc, table).size()) : 0}};
    return out;
}

QVariantList SystemEditor::entries(const QString& table) const {
    const auto which = systemfields::tableFromName(table.toStdString());
    if (!m_document || !m_document->document() || !which) return {};
    const json& doc = *m_document->document();
    return systemfields::entries(doc, systemfields::compare(doc, m_document->original(), m_document->basedOnName()), *m_document->diagnostics(), *which);
}

QVariantList SystemEditor::form(const QString& table, const QString& entryPointer) const {
    const auto which = systemfields::tableFromName(table.toStdString());
    if (!m_document || !m_document->document() || !which) return {};
    const json& doc = *m_document->document();
    return systemfields::form(doc, systemfields::compare(doc, m_document->original(), m_document->basedOnName()), *m_document->diagnostics(),
                              *which, entryPointer.toStdString());
}

bool SystemEditor::setValue(const QString& pointer, const QVariant& value) {
    if (!m_document || !m_document->document()) return false;
    const json& doc = *m_document->document();
    const std::string at = pointer.toStdString();
    const systemfields::Field* field = systemfields::fieldAt(doc, at);
    const auto entry = systemfields::entryOf(doc, at);
    if (!field || !entry) return false;
    // The parent must be there to hold the value (an optional "blocks" is added to its unit
    // type; a removed effect's value has nowhere to go).
    const json::json_pointer target(at);
    if (!doc.contains(target.parent_pointer())) return false;

    QString entryName = qs(doc.at(json::json_pointer(entry->second)).value("name", std::string()));
    if (entryName.isEmpty()) entryName = m_document->title();
    const QString text = tr("Change %1 of %2").arg(QCoreApplication::translate("SystemFields", field->caption), entryName);
    // Typing and number steps are one step per field; a toggle or a choice is a step of its own.
    const bool merge = field->type == SystemFieldType::Text || field->type == SystemFieldType::LongText || field->type == SystemFieldType::Integer ||
                       field->type == SystemFieldType::IntegerList || field->type == SystemFieldType::Colour;
    auto* command = new ChangeSystemValue(m_document, text, at, jsonFromVariant(value), merge);
    if (command->isNoOp()) {
        delete command;
        return false;
    }
    m_document->undoStack()->push(command);
    return true;
}

QVariantMap SystemEditor::locate(const QString& pointer) const {
    if (!m_document || !m_document->document()) return {};
    const auto entry = systemfields::entryOf(*m_document->document(), pointer.toStdString());
    if (!entry) return {};
    return {{QStringLiteral("table"), QLatin1String(systemfields::tableName(entry->first))}, {QStringLiteral("entry"), qs(entry->second)}};
}

QVariantList SystemEditor::changes() const {
    QVariantList out;
    if (!m_document || !m_document->document() || !m_document->original()) return out;
    for (const tricorne::SystemDifference& d : systemfields::compare(*m_document->document(), m_document->original(), {}).changes)
        out << QVariantMap{{QStringLiteral("pointer"), qs(d.pointer)}, {QStringLiteral("text"), qs(d.text)}};
    return out;
}
