// File ▸ Import order of battle…: the dialog's model. It reads a table (a file or
// a pasted spreadsheet range) and asks the engine to map it (tricorne/io/oob_import.h) with
// the game system's types, the shipped dictionary and the designer's own; the dialog shows
// each row's proposal, the designer answers the unknown words (the engine fills every row of
// that word) and changes what he likes; apply() then puts the pieces in the scenario's
// Unplaced tray as one undo step, and may save the answers to the user's dictionary.
// Nothing is decided here: proposals, questions and refusals are the engine's.
#pragma once

#include <QObject>
#include <QPointer>
#include <QStringList>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <map>

#include "document/scenariodocument.h"
#include "tricorne/io/oob_dictionary.h"
#include "tricorne/io/oob_import.h"
#include "tricorne/io/oob_table.h"

class OobImport : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(ScenarioDocument* document READ document WRITE setDocument NOTIFY documentChanged)
    /// The table as text: what loadFile read or the designer pasted. Setting it maps it anew.
    Q_PROPERTY(QString text READ text WRITE setText NOTIFY textChanged)
    /// The mapped rows: [{index, row, army, armyName, word, type, typeFrom ("unknown" "table"
    /// "dictionary" "standard" "strength"), question (bool: the word is unknown), leaderOnly,
    /// name, blocks, blocksFrom, brigade, commander, chief}].
    Q_PROPERTY(QVariantList rows READ rows NOTIFY mappingChanged)
    /// The leaders the rows propose: [{army, armyName, name, brigade}].
    Q_PROPERTY(QVariantList leaders READ leaders NOTIFY mappingChanged)
    /// The engine's refusals, each "row R, column C: what to do"; the mapping is not used then.
    Q_PROPERTY(QStringList problems READ problems NOTIFY mappingChanged)
    /// Unknown words still to answer.
    Q_PROPERTY(int questionCount READ questionCount NOTIFY mappingChanged)
    /// Rows mapped, no refusal and every word answered: OK may import.
    Q_PROPERTY(bool ready READ ready NOTIFY mappingChanged)
    /// Blocks from strength: men (infantry, cavalry) and guns (artillery) per block; 0 keeps
    /// the standard. Changing either proposes the blocks anew.
    Q_PROPERTY(int menPerBlock READ menPerBlock WRITE setMenPerBlock NOTIFY mappingChanged)
    Q_PROPERTY(int gunsPerBlock READ gunsPerBlock WRITE setGunsPerBlock NOTIFY mappingChanged)
    /// Whether apply() adds the answers to the user's dictionary (userDictionaryPath).
    Q_PROPERTY(bool saveAnswers READ saveAnswers WRITE setSaveAnswers NOTIFY saveAnswersChanged)
    Q_PROPERTY(QString userDictionaryPath READ userDictionaryPath NOTIFY documentChanged)
    Q_PROPERTY(QString userDictionaryShown READ userDictionaryShown NOTIFY documentChanged)
    /// Why the last loadFile or apply failed; "" after a success.
    Q_PROPERTY(QString errorString READ errorString NOTIFY errorStringChanged)

public:
    explicit OobImport(QObject* parent = nullptr);

    ScenarioDocument* document() const { return m_document; }
    void setDocument(ScenarioDocument* document);
    QString text() const { return m_text; }
    void setText(const QString& text);
    QVariantList rows() const;
    QVariantList leaders() const;
    QStringList problems() const;
    int questionCount() const { return static_cast<int>(m_mapping.questions.size()); }
    bool ready() const;
    int menPerBlock() const { return m_rule.menPerBlock; }
    void setMenPerBlock(int men);
    int gunsPerBlock() const { return m_rule.gunsPerBlock; }
    void setGunsPerBlock(int guns);
    bool saveAnswers() const { return m_saveAnswers; }
    void setSaveAnswers(bool save);
    /// The designer's dictionary for the document's game system:
    /// AppDataLocation/oob/<system>.json (read before the shipped words, as --dictionary is).
    QString userDictionaryPath() const;
    /// userDictionaryPath as the dialog shows it: under the home folder as "~/…", as the
    /// guide and a shell write it.
    QString userDictionaryShown() const;
    QString errorString() const { return m_errorString; }

    /// Reads a table file into text; false (errorString says why) when it cannot be read.
    Q_INVOKABLE bool loadFile(const QString& path);
    /// The unit types of `army` a row may take: [{id, name}].
    Q_INVOKABLE QVariantList typesOf(const QString& army) const;
    /// Sets row `index`'s type. For an unknown word this answers the question: every row of
    /// that word and army gets it (the engine's answerQuestion). False when `type` is not a
    /// unit type of the row's army.
    Q_INVOKABLE bool setRowType(int index, const QString& type);
    /// Sets row `index`'s blocks (1–4, as the format allows).
    Q_INVOKABLE bool setRowBlocks(int index, int blocks);
    /// Puts the mapped pieces in the document's Unplaced tray as one undo step ("Import order
    /// of battle"); saves the answers first when saveAnswers is set. False when not ready.
    Q_INVOKABLE bool apply();
    /// Forgets the table and the answers (a new import).
    Q_INVOKABLE void clear();

signals:
    void documentChanged();
    void textChanged();
    void mappingChanged();
    void saveAnswersChanged();
    void errorStringChanged();

private:
    /// Parses the text and maps it, then applies the answers and the row changes kept.
    void remap();
    tricorne::OobDictionary userDictionary() const;
    bool writeUserDictionary();
    void setErrorString(const QString& error);

    QPointer<ScenarioDocument> m_document;
    QString m_text;
    tricorne::TableProblems m_tableProblems;
    tricorne::OobMapping m_mapping;
    tricorne::OobBlocksRule m_rule;
    /// The designer's answers (word, army → type), kept across a remap.
    tricorne::OobDictionary m_answers;
    /// The designer's changes by table row: type and blocks, kept across a remap.
    std::map<int, std::string> m_typeChanges;
    std::map<int, int> m_blockChanges;
    bool m_saveAnswers = false;
    QString m_errorString;
};
