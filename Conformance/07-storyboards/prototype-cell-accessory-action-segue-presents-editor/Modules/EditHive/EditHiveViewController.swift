//
//  EditHiveViewController.swift
//  Apiary
//

import UIKit

protocol EditHiveView: AnyObject {
    func show(name: String, queenMarked: Bool)
}

final class EditHiveViewController: UIViewController, EditHiveView {
    @IBOutlet private weak var nameField: UITextField!
    @IBOutlet private weak var queenMarkedSwitch: UISwitch!

    var presenter: EditHivePresenter!

    override func awakeFromNib() {
        super.awakeFromNib()
        EditHiveConfigurator.configure(self)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter.viewDidLoad()
    }

    func show(name: String, queenMarked: Bool) {
        nameField.text = name
        queenMarkedSwitch.isOn = queenMarked
    }

    @IBAction private func saveTapped(_ sender: UIButton) {
        presenter.didTapSave(name: nameField.text ?? "", queenMarked: queenMarkedSwitch.isOn)
    }
}
