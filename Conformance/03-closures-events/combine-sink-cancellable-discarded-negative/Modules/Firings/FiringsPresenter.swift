//
//  FiringsPresenter.swift
//  Kilnside
//

import Combine
import Foundation

protocol FiringsViewOutput: AnyObject {
    func viewDidLoad()
    func didSelectFiring(at index: Int)
    func didRequestGlazeNotes(at index: Int)
}

protocol FiringsModuleOutput: AnyObject {
    var firingSelected: PassthroughSubject<Firing, Never> { get }
    var glazeNotesRequested: PassthroughSubject<Firing, Never> { get }
}

final class FiringsPresenter: FiringsViewOutput, FiringsModuleOutput {
    weak var view: FiringsViewInput?
    let firingSelected = PassthroughSubject<Firing, Never>()
    let glazeNotesRequested = PassthroughSubject<Firing, Never>()
    private let interactor: FiringsInteractorInput
    private var firings: [Firing] = []

    init(interactor: FiringsInteractorInput) {
        self.interactor = interactor
    }

    func viewDidLoad() {
        firings = interactor.recentFirings()
        view?.show(rows: firings.map { "#\($0.id) \($0.kind) · cone \($0.cone)" })
    }

    func didSelectFiring(at index: Int) {
        firingSelected.send(firings[index])
    }

    func didRequestGlazeNotes(at index: Int) {
        glazeNotesRequested.send(firings[index])
    }
}
