import Foundation

struct Prescription {
    let code: String
    let medicine: String
    let dosage: String
}

final class PrescriptionLookupInteractor {

    private let issued: [String: Prescription] = [
        "RX4821QA": Prescription(code: "RX4821QA", medicine: "Amoxicillin 500 mg", dosage: "3× daily, 7 days"),
        "RX9034KD": Prescription(code: "RX9034KD", medicine: "Salbutamol inhaler", dosage: "As needed")
    ]

    func prescription(forCode code: String) -> Prescription? {
        issued[code]
    }
}
