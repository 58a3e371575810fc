//
//  MachinesPresenter.swift
//  Sudsy
//

import Foundation

protocol MachinesPresentation: AnyObject {
    func viewDidLoad()
    func didSelectMachine(at index: Int)
    func didTapScan()
}

final class MachinesPresenter: MachinesPresentation {
    weak var view: MachinesView?
    private let interactor: MachinesInteractor
    private let wireframe: MachinesWireframe
    private var machines: [Machine] = []

    init(interactor: MachinesInteractor, wireframe: MachinesWireframe) {
        self.interactor = interactor
        self.wireframe = wireframe
    }

    func viewDidLoad() {
        machines = interactor.machines()
        view?.show(rows: machines.map { "No. \($0.number) · \($0.location) · \($0.isFree ? "free" : "in use")" })
    }

    func didSelectMachine(at index: Int) {
        wireframe.showMachine(id: machines[index].id)
    }

    func didTapScan() {
        wireframe.showScanner()
    }
}
