//
//  SyncService.swift
//  Streak
//

import Foundation

final class SyncService {
    static let shared = SyncService()

    func syncNow(completion: @escaping (Bool) -> Void) {
        DispatchQueue.global(qos: .utility).async {
            // Upload today's check-ins, download reminders.
            DispatchQueue.main.async { completion(true) }
        }
    }
}
