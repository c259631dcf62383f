// The undo stack as a list for QML: row 0 is the state as opened ("Opened"), row i the state
// after the i-th command; `currentIndex` is where the document is. Clicking a row goes there
// (QUndoStack::setIndex). Also carries the undo/redo actions' state and texts.
#pragma once

#include <QAbstractListModel>
#include <QUndoStack>
#include <QtQml/qqmlregistration.h>

class UndoHistoryModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("UndoHistoryModel belongs to a ScenarioDocument")
    Q_PROPERTY(int currentIndex READ currentIndex NOTIFY stateChanged)
    Q_PROPERTY(bool canUndo READ canUndo NOTIFY stateChanged)
    Q_PROPERTY(bool canRedo READ canRedo NOTIFY stateChanged)
    Q_PROPERTY(QString undoText READ undoText NOTIFY stateChanged)
    Q_PROPERTY(QString redoText READ redoText NOTIFY stateChanged)

public:
    enum Role { TextRole = Qt::UserRole + 1, IsCurrentRole, IsCleanRole };
    Q_ENUM(Role)

    explicit UndoHistoryModel(QUndoStack* stack, QObject* parent = nullptr);

    int currentIndex() const { return m_stack->index(); }
    bool canUndo() const { return m_stack->canUndo(); }
    bool canRedo() const { return m_stack->canRedo(); }
    QString undoText() const { return m_stack->undoText(); }
    QString redoText() const { return m_stack->redoText(); }
    Q_INVOKABLE void undo() { m_stack->undo(); }
    Q_INVOKABLE void redo() { m_stack->redo(); }
    Q_INVOKABLE void setCurrentIndex(int index) { m_stack->setIndex(index); }

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

signals:
    void stateChanged();

private:
    void sync();

    QUndoStack* m_stack;
    int m_rows = 1;
};
