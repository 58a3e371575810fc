//
//  MachinesWireframe.swift
//  Sudsy
//

import UIKit

final class MachinesWireframe {
    private weak var viewController: UIViewController?

    static func makeModule() -> UIViewController {
        let view = MachinesViewController()
        let wireframe = MachinesWireframe()
        let presenter = MachinesPresenter(interactor: MachinesInteractor(), wireframe: wireframe)
        presenter.view = view
        view.presenter = presenter
        wireframe.viewController = view
        return view
    }

    func showMachine(id: String) {
        let detail = MachineDetailWireframe.makeModule(machineId: id)
        viewController?.navigationController?.pushViewController(detail, animated: true)
    }

    func showScanner() {
        viewController?.present(ScanMachineWireframe.makeModule(), animated: true)
    }
}
