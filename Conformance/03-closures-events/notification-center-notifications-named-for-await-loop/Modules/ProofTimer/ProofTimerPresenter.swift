//
//  ProofTimerPresenter.swift
//  Levain
//

import Foundation

protocol ProofTimerViewOutput: AnyObject {
    func viewDidLoad()
    func didTapStart()
}

final class ProofTimerPresenter: ProofTimerViewOutput, ProofTimerInteractorOutput {
    weak var view: ProofTimerViewInput?
    private let interactor: ProofTimerInteractorInput
    private let loafName: String
    private let formatter: DateComponentsFormatter = {
        let formatter = DateComponentsFormatter()
        formatter.allowedUnits = [.hour, .minute, .second]
        formatter.zeroFormattingBehavior = .pad
        return formatter
    }()

    init(interactor: ProofTimerInteractorInput, loafName: String) {
        self.interactor = interactor
        self.loafName = loafName
    }

    func viewDidLoad() {
        view?.show(title: loafName)
        view?.show(remaining: formatter.string(from: interactor.proofDuration) ?? "")
    }

    func didTapStart() {
        interactor.startProof(of: loafName)
    }

    func proofTicked(remaining: TimeInterval) {
        view?.show(remaining: formatter.string(from: remaining) ?? "")
    }
}
