//
//  PrescriptionStore.swift
//  Pillbox
//

import Foundation

struct Prescription: Equatable {
    let id: String
    let medicine: String
    let strength: String
    let timesPerDay: Int
    var remindersShown: Int
}

final class PrescriptionStore {
    static let shared = PrescriptionStore()

    private(set) var prescriptions = [
        Prescription(id: "rx-1041", medicine: "Amoxicillin", strength: "500 mg", timesPerDay: 3, remindersShown: 0),
        Prescription(id: "rx-1187", medicine: "Vitamin D3", strength: "1000 IU", timesPerDay: 1, remindersShown: 0)
    ]

    func prescription(id: String) -> Prescription? {
        prescriptions.first { $0.id == id }
    }

    func markReminderShown(prescriptionId: String) {
        guard let index = prescriptions.firstIndex(where: { $0.id == prescriptionId }) else { return }
        prescriptions[index].remindersShown += 1
    }
}
