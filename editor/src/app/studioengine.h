// The platform and the QML engine the studio's window runs in, set up the same way by the
// app, its tests and its benchmarks.
#pragma once

class QQmlApplicationEngine;

/// Call before the application object is made. Asks for 4× multisampling (smooth edges where
/// the board is drawn on the GPU), and shows each change at the next turn of the event loop:
/// Qt otherwise waits 5 ms after an item asks for a frame, to gather more requests, which is
/// most of the time an edit takes to reach the screen; an edit's changes all arrive in one
/// event anyway. A QT_QPA_UPDATE_IDLE_TIME the user set is kept.
void prepareStudioPlatform();

/// Prepares `engine` to load Main.qml: no network (refuseRemoteRequests), the studio module's
/// import path, and no file selector.
/// QQmlApplicationEngine installs a QQmlFileSelector that looks on disk for "+selector"
/// variants of every URL an item loads (each image of each menu item); the studio ships no
/// variants, and those look-ups were a sixth of the window's creation.
void prepareStudioEngine(QQmlApplicationEngine& engine);
