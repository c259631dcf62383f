#include "editing/labeleditor.h"

#include "commands/documentcommand.h"
#include "common/fromengine.h"
#include "tricorne/core/board.h"

using namespace tricorne;

namespace {

/// The text a label keeps: trimmed and within the format's length.
std::string labelText(const QString& text) { return text.trimmed().left(LabelEditor::kMaxTextLength).toStdString(); }

/// `degrees` turned into -180…180 (a full turn changes nothing).
int normalisedRotation(int degrees) {
    int d = degrees % 360;
    if (d > 180) d -= 360;
    if (d < -180) d += 360;
    return d;
}

}  // namespace

LabelEditor::LabelEditor(QObject* parent) : QObject(parent) {}

void LabelEditor::setDocument(ScenarioDocument* document) {
    if (document == m_document) return;
    disconnect(m_labelsConnection);
    m_document = document;
    if (document) m_labelsConnection = connect(document, &ScenarioDocument::labelsChanged, this, &LabelEditor::labelsChanged);
    emit documentChanged();
    emit labelsChanged();
}

QVariantList LabelEditor::labels() const {
    QVariantList out;
    if (!m_document || !m_document->scenario()) return out;
    const auto& labels = m_document->scenario()->labels;
    for (std::size_t i = 0; i < labels.size(); ++i) {
        const Offset o = toOffset(labels[i].hex);
        out << QVariantMap{{QStringLiteral("index"), static_cast<int>(i)},
                           {QStringLiteral("text"), qs(labels[i].text)},
                           {QStringLiteral("col"), o.col},
                           {QStringLiteral("row"), o.row},
                           {QStringLiteral("rotation"), labels[i].rotation}};
    }
    return out;
}

bool LabelEditor::validIndex(int index) const {
    return editable() && index >= 0 && at(index) < m_document->scenario()->labels.size();
}

int LabelEditor::addLabel(int col, int row, const QString& text) {
    const Offset o{col, row};
    const std::string t = labelText(text);
    if (!editable() || t.empty() || !m_document->onBoard(o)) return -1;
    auto after = m_document->scenario()->labels;
    after.push_back(MapLabel{t, toAxial(o), 0});
    const int index = static_cast<int>(after.size()) - 1;
    pushUnlessNoOp(m_document.data(), new ListChange<MapLabel>(m_document, tr("Add label"), &Scenario::labels, std::move(after)));
    return index;
}

bool LabelEditor::change(int index, const MapLabel& label, const QString& text) {
    auto after = m_document->scenario()->labels;
    after[at(index)] = label;
    return pushUnlessNoOp(m_document.data(), new ListChange<MapLabel>(m_document, text, &Scenario::labels, std::move(after)));
}

bool LabelEditor::moveLabel(int index, int col, int row) {
    const Offset o{col, row};
    if (!validIndex(index) || !m_document->onBoard(o)) return false;
    MapLabel label = m_document->scenario()->labels[at(index)];
    label.hex = toAxial(o);
    return change(index, label, tr("Move label"));
}

bool LabelEditor::setLabelText(int index, const QString& text) {
    const std::string t = labelText(text);
    if (!validIndex(index) || t.empty()) return false;
    MapLabel label = m_document->scenario()->labels[at(index)];
    label.text = t;
    return change(index, label, tr("Edit label"));
}

bool LabelEditor::setLabelRotation(int index, int degrees) {
    if (!validIndex(index)) return false;
    MapLabel label = m_document->scenario()->labels[at(index)];
    label.rotation = normalisedRotation(degrees);
    return change(index, label, tr("Turn label"));
}

bool LabelEditor::removeLabel(int index) {
    if (!validIndex(index)) return false;
    auto after = m_document->scenario()->labels;
    after.erase(after.begin() + index);
    return pushUnlessNoOp(m_document.data(), new ListChange<MapLabel>(m_document, tr("Delete label"), &Scenario::labels, std::move(after)));
}

int LabelEditor::labelAt(int col, int row) const {
    if (!m_document || !m_document->scenario() || !m_document->onBoard(Offset{col, row})) return -1;
    const Hex hex = toAxial(Offset{col, row});
    const auto& labels = m_document->scenario()->labels;
    for (std::size_t i = labels.size(); i-- > 0;)
        if (labels[i].hex == hex) return static_cast<int>(i);
    return -1;
}
