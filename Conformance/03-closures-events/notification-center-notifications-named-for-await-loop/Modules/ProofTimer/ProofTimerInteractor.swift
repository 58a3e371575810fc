//
//  ProofTimerInteractor.swift
//  Levain
//

import Foundation

extension Notification.Name {
    static let proofDidFinish = Notification.Name("LevainProofDidFinish")
}

enum ProofUserInfoKey {
    static let loafName = "loafName"
}

protocol ProofTimerInteractorInput: AnyObject {
    var proofDuration: TimeInterval { get }
    func startProof(of loafName: String)
}

protocol ProofTimerInteractorOutput: AnyObject {
    func proofTicked(remaining: TimeInterval)
}

final class ProofTimerInteractor: ProofTimerInteractorInput {
    weak var output: ProofTimerInteractorOutput?
    let proofDuration: TimeInterval = 3 * 60 * 60
    private var timer: Timer?

    deinit {
        timer?.invalidate()
    }

    func startProof(of loafName: String) {
        let finish = Date().addingTimeInterval(proofDuration)
        timer?.invalidate()
        timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] timer in
            let remaining = max(0, finish.timeIntervalSinceNow)
            self?.output?.proofTicked(remaining: remaining)
            guard remaining == 0 else { return }
            timer.invalidate()
            NotificationCenter.default.post(name: .proofDidFinish, object: self, userInfo: [ProofUserInfoKey.loafName: loafName])
        }
    }
}
