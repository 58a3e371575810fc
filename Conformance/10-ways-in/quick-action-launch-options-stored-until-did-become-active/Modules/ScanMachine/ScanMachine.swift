//
//  ScanMachine.swift
//  Sudsy
//

import UIKit

final class ScanMachineViewController: UIViewController {
    var presenter: ScanMachinePresenter!
    private let hintLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        hintLabel.textColor = .white
        hintLabel.textAlignment = .center
        hintLabel.frame = CGRect(x: 20, y: view.bounds.midY, width: view.bounds.width - 40, height: 44)
        view.addSubview(hintLabel)
        presenter.viewDidLoad()
    }

    func show(hint: String) {
        hintLabel.text = hint
    }
}

final class ScanMachinePresenter {
    weak var view: ScanMachineViewController?

    func viewDidLoad() {
        view?.show(hint: "Point the camera at the code on the machine door")
    }
}

enum ScanMachineWireframe {
    static func makeModule() -> UIViewController {
        let view = ScanMachineViewController()
        let presenter = ScanMachinePresenter()
        presenter.view = view
        view.presenter = presenter
        view.modalPresentationStyle = .pageSheet
        return view
    }
}
