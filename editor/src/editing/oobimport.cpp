#include "editing/oobimport.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QStandardPaths>

#include "common/fromengine.h"
#include "editing/wholescenario.h"
#include "tricorne/io/oob_roster.h"

using namespace tricorne;

namespace {

QString sourceName(OobSource source) {
    switch (source) {
    case OobSource::Unknown: return QStringLiteral("unknown");
    case OobSource::Table: return QStringLiteral("table");
    case OobSource::Dictionary: return QStringLiteral("dictionary");
    case OobSource::Standard: return QStringLiteral("standard");
    case OobSource::Strength: return QStringLiteral("strength");
    }
    return {};
}

/// The format's bounds of a unit's blocks (schema/scenario.schema.json).
constexpr int kMinBlocks = 1;

}  // namespace

OobImport::OobImport(QObject* parent) : QObject(parent) {}

void OobImport::setDocument(ScenarioDocument* document) {
    if (document == m_document) return;
    if (m_document) disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    // Another game system maps the same table otherwise.
    if (document) connect(document, &ScenarioDocument::documentChanged, this, &OobImport::remap);
    emit documentChanged();
    remap();
}

void OobImport::setText(const QString& text) {
    if (text == m_text) return;
    m_text = text;
    emit textChanged();
    // Another table: the row changes were for the old rows (answers are by word: they stay).
    m_typeChanges.clear();
    m_blockChanges.clear();
    remap();
}

void OobImport::setMenPerBlock(int men) {
    if (men < 0 || men == m_rule.menPerBlock) return;
    m_rule.menPerBlock = men;
    m_blockChanges.clear();  // the designer chose a rule for all rows
    remap();
}

void OobImport::setGunsPerBlock(int guns) {
    if (guns < 0 || guns == m_rule.gunsPerBlock) return;
    m_rule.gunsPerBlock = guns;
    m_blockChanges.clear();
    remap();
}

void OobImport::setSaveAnswers(bool save) {
    if (save == m_saveAnswers) return;
    m_saveAnswers = save;
    emit saveAnswersChanged();
}

QString OobImport::userDictionaryPath() const {
    if (!m_document || m_document->systemId().isEmpty()) return {};
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .filePath(QStringLiteral("oob/%1.json").arg(m_document->systemId()));
}

QString OobImport::userDictionaryShown() const {
    const QString path = userDictionaryPath();
    const QString home = QDir::homePath() + QLatin1Char('/');
    return path.startsWith(home) ? QStringLiteral("~/") + path.mid(home.size()) : path;
}

OobDictionary OobImport::userDictionary() const {
    OobDictionary none;
    none.system = m_document ? m_document->systemId().toStdString() : std::string();
    QFile file(userDictionaryPath());
    if (!file.open(QIODevice::ReadOnly)) return none;
    // A damaged or foreign file is not the designer's dictionary: it is left out (and kept;
    // saving answers then starts a new one).
    const auto doc = nlohmann::json::parse(file.readAll().toStdString(), nullptr, false);
    Diagnostics diagnostics;
    const auto read = doc.is_discarded() ? std::nullopt : oobDictionaryFromJson(doc, diagnostics);
    return read && read->system == none.system ? *read : none;
}

void OobImport::remap() {
    m_tableProblems.clear();
    m_mapping = {};
    const GameSystem* system = m_document ? m_document->system() : nullptr;
    if (system && !m_text.trimmed().isEmpty()) {
        TableRead read = parseTable(m_text.toStdString());
        m_tableProblems = read.problems;
        if (!hasErrors(read.problems)) {
            const auto dictionary = mergedDictionary(mergedDictionary(m_answers, userDictionary()), builtinOobDictionary(system->id));
            // The room left in the document's tray: a table past it is refused at the row that
            // goes past, as `oob import --map` refuses it, before OK could make a file the
            // format refuses.
            const Scenario* scenario = m_document->scenario();
            m_mapping = mapOrderOfBattle(read.table, *system, dictionary, m_rule, scenario ? trayRoom(*scenario) : OobRoom{});
            for (OobRow& row : m_mapping.rows) {
                const Army* army = system->army(row.army);
                if (const auto t = m_typeChanges.find(row.row); t != m_typeChanges.end() && army && army->unitType(t->second)) {
                    row.type = t->second;
                    row.typeFrom = OobSource::Table;
                }
                if (const auto b = m_blockChanges.find(row.row); b != m_blockChanges.end()) {
                    row.blocks = b->second;
                    row.blocksFrom = OobSource::Table;
                }
            }
        }
    }
    emit mappingChanged();
}

QVariantList OobImport::rows() const {
    const GameSystem* system = m_document ? m_document->system() : nullptr;
    QVariantList out;
    for (std::size_t i = 0; i < m_mapping.rows.size(); ++i) {
        const OobRow& r = m_mapping.rows[i];
        const Army* army = system ? system->army(r.army) : nullptr;
        out << QVariantMap{{QStringLiteral("index"), static_cast<int>(i)},
                           {QStringLiteral("row"), r.row},
                           {QStringLiteral("army"), qs(r.army)},
                           {QStringLiteral("armyName"), army ? qs(army->name) : qs(r.army)},
                           {QStringLiteral("word"), qs(r.word)},
                           {QStringLiteral("type"), qs(r.type)},
                           {QStringLiteral("typeFrom"), sourceName(r.typeFrom)},
                           {QStringLiteral("question"), !r.leaderOnly && r.type.empty()},
                           {QStringLiteral("leaderOnly"), r.leaderOnly},
                           {QStringLiteral("name"), qs(r.name)},
                           {QStringLiteral("blocks"), r.blocks},
                           {QStringLiteral("blocksFrom"), sourceName(r.blocksFrom)},
                           {QStringLiteral("brigade"), qs(r.brigade)},
                           {QStringLiteral("commander"), qs(r.commander)},
                           {QStringLiteral("chief"), r.chief}};
    }
    return out;
}

QVariantList OobImport::leaders() const {
    const GameSystem* system = m_document ? m_document->system() : nullptr;
    QVariantList out;
    if (!system) return out;
    for (const OobLeader& l : oobLeaders(m_mapping.rows, *system)) {
        const Army* army = system->army(l.army);
        out << QVariantMap{{QStringLiteral("army"), qs(l.army)},
                           {QStringLiteral("armyName"), army ? qs(army->name) : qs(l.army)},
                           {QStringLiteral("name"), qs(l.name)},
                           {QStringLiteral("brigade"), qs(l.brigade)}};
    }
    return out;
}

QStringList OobImport::problems() const {
    QStringList out;
    for (const auto* problems : {&m_tableProblems, &m_mapping.problems})
        for (const TableProblem& p : *problems)
            if (p.severity == Severity::Error) out << qs(tablePlace(p.row, p.column) + p.message);
    return out;
}

bool OobImport::ready() const {
    return m_document && m_document->isEditable() && !m_mapping.rows.empty() && m_mapping.questions.empty() &&
           !hasErrors(m_tableProblems) && !hasErrors(m_mapping.problems);
}

bool OobImport::loadFile(const QString& path) {
    QFile file(path);
    if (file.size() > static_cast<qint64>(kMaxTableBytes)) {
        setErrorString(tr("“%1” is too large for an order of battle (at most %2 KB).").arg(QFileInfo(path).fileName()).arg(kMaxTableBytes / 1024));
        return false;
    }
    if (!file.open(QIODevice::ReadOnly)) {
        setErrorString(tr("Could not read “%1”: %2").arg(QFileInfo(path).fileName(), file.errorString()));
        return false;
    }
    setErrorString({});
    setText(QString::fromUtf8(file.readAll()));
    return true;
}

QVariantList OobImport::typesOf(const QString& armyId) const {
    const GameSystem* system = m_document ? m_document->system() : nullptr;
    const Army* army = system ? system->army(armyId.toStdString()) : nullptr;
    QVariantList out;
    if (army)
        for (const UnitType& t : army->unitTypes) out << QVariantMap{{QStringLiteral("id"), qs(t.id)}, {QStringLiteral("name"), qs(t.name)}};
    return out;
}

bool OobImport::setRowType(int index, const QString& type) {
    const GameSystem* system = m_document ? m_document->system() : nullptr;
    if (!system || index < 0 || at(index) >= m_mapping.rows.size()) return false;
    const OobRow& row = m_mapping.rows[at(index)];
    const std::string t = type.toStdString();
    const auto question = std::find_if(m_mapping.questions.begin(), m_mapping.questions.end(),
                                       [&](const OobQuestion& q) { return q.row == row.row; });
    if (question == m_mapping.questions.end() || question->word != row.word) {
        // A known word: only this row changes.
        const Army* army = system->army(row.army);
        if (!army || !army->unitType(t)) return false;
        m_typeChanges[row.row] = t;
    } else {
        // The engine checks the answer against the army's types and fills the word's rows; the
        // answer is kept as a word of the designer's, so a remap (another rule) keeps it.
        OobMapping trial = m_mapping;
        if (!answerQuestion(trial, *system, *question, t)) return false;
        addAnswer(m_answers, row.word, t, row.army);
    }
    remap();
    return true;
}

bool OobImport::setRowBlocks(int index, int blocks) {
    if (index < 0 || at(index) >= m_mapping.rows.size() || blocks < kMinBlocks || blocks > kStandardBlocks) return false;
    m_blockChanges[m_mapping.rows[at(index)].row] = blocks;
    remap();
    return true;
}

bool OobImport::writeUserDictionary() {
    OobDictionary mine = userDictionary();
    for (const OobTypeWord& answer : m_answers.types)
        for (const std::string& army : answer.armies) addAnswer(mine, answer.word, answer.type, army);
    const QString path = userDictionaryPath();
    QDir().mkpath(QFileInfo(path).absolutePath());
    QSaveFile file(path);
    const QByteArray bytes = QByteArray::fromStdString(oobDictionaryToJson(mine).dump(2) + "\n");
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        setErrorString(tr("Could not save your words to “%1”: %2").arg(path, file.errorString()));
        return false;
    }
    return true;
}

bool OobImport::apply() {
    if (!ready()) return false;
    if (m_saveAnswers && !m_answers.types.empty() && !writeUserDictionary()) return false;
    tricorne::Scenario after = *m_document->scenario();
    addToTray(after, m_mapping, *m_document->system());
    replaceWholeScenario(*m_document, tr("Import order of battle"), std::move(after));
    setErrorString({});
    return true;
}

void OobImport::clear() {
    m_answers = {};
    m_typeChanges.clear();
    m_blockChanges.clear();
    m_text.clear();
    emit textChanged();
    remap();
}

void OobImport::setErrorString(const QString& error) {
    if (error == m_errorString) return;
    m_errorString = error;
    emit errorStringChanged();
}
