import UIKit

enum SettingsConfigurator {
    static func configure(_ viewController: SettingsViewController) {
        let interactor = SettingsInteractor(defaults: .standard)
        viewController.presenter = SettingsPresenter(view: viewController, interactor: interactor)
    }
}

protocol SettingsView: AnyObject {
    func show(latinNames: Bool, counts: Bool)
}

final class SettingsViewController: UIViewController, SettingsView {
    @IBOutlet private weak var latinNamesSwitch: UISwitch!
    @IBOutlet private weak var countsSwitch: UISwitch!

    var presenter: SettingsPresenter!

    override func awakeFromNib() {
        super.awakeFromNib()
        SettingsConfigurator.configure(self)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter.viewDidLoad()
    }

    @IBAction private func latinNamesChanged(_ sender: UISwitch) {
        presenter.didChangeLatinNames(sender.isOn)
    }

    @IBAction private func countsChanged(_ sender: UISwitch) {
        presenter.didChangeCounts(sender.isOn)
    }

    func show(latinNames: Bool, counts: Bool) {
        latinNamesSwitch.isOn = latinNames
        countsSwitch.isOn = counts
    }
}

final class SettingsPresenter {
    private weak var view: SettingsView?
    private let interactor: SettingsInteractor

    init(view: SettingsView, interactor: SettingsInteractor) {
        self.view = view
        self.interactor = interactor
    }

    func viewDidLoad() {
        view?.show(latinNames: interactor.latinNames, counts: interactor.counts)
    }

    func didChangeLatinNames(_ on: Bool) {
        interactor.latinNames = on
    }

    func didChangeCounts(_ on: Bool) {
        interactor.counts = on
    }
}

final class SettingsInteractor {
    private let defaults: UserDefaults

    init(defaults: UserDefaults) {
        self.defaults = defaults
    }

    var latinNames: Bool {
        get { defaults.bool(forKey: FieldPreferences.latinNamesKey) }
        set { defaults.set(newValue, forKey: FieldPreferences.latinNamesKey) }
    }

    var counts: Bool {
        get { defaults.bool(forKey: FieldPreferences.countsKey) }
        set { defaults.set(newValue, forKey: FieldPreferences.countsKey) }
    }
}
