//
//  PracticeLog.swift
//  Fretwork
//

import Foundation

final class PracticeLog {
    static let shared = PracticeLog()

    private(set) var minutesBySong: [String: Int] = [:]

    func add(minutes: Int, for songId: String) {
        minutesBySong[songId, default: 0] += minutes
    }

    func save() {
        UserDefaults.standard.set(minutesBySong, forKey: "practiceMinutes")
    }
}
