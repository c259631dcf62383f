// The QML engine the studio's window runs in, set up the same way by the app, its tests and
// its benchmarks.
#pragma once

class QQmlApplicationEngine;

/// Prepares `engine` to load Main.qml: the studio module's import path, and no file selector.
/// QQmlApplicationEngine installs a QQmlFileSelector that looks on disk for "+selector"
/// variants of every URL an item loads (each image of each menu item); the studio ships no
/// variants, and those look-ups were a sixth of the window's creation.
void prepareStudioEngine(QQmlApplicationEngine& engine);
