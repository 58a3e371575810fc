//
//  SettingsViewController.swift
//  Settings
//
//  Created by Sora Kim on 2024/03/11.
//

import UIKit

/// Lists the app's settings: unit and inspiration switches, notification settings and clearing the image cache.
final class SettingsViewController: UIViewController {

    private let presenter: SettingsPresenterInterface
    private let tableView = UITableView(frame: .zero, style: .insetGrouped)
    private var items: [SettingsEntity] = []
    private var footerText: String?

    init(presenter: SettingsPresenterInterface) {
        self.presenter = presenter
        super.init(nibName: nil, bundle: nil)
        title = "Settings"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(tableView)
        presenter.viewDidLoad()
    }

    @objc private func switchChanged(_ sender: UISwitch) {
        guard items.indices.contains(sender.tag) else { return }
        presenter.didToggle(key: items[sender.tag].key, isOn: sender.isOn)
    }
}

extension SettingsViewController: SettingsViewInterface {

    func showItems(_ items: [SettingsEntity]) {
        self.items = items
        tableView.reloadData()
    }

    func showFooter(_ text: String) {
        footerText = text
        tableView.reloadSections(IndexSet(integer: 0), with: .none)
    }
}

extension SettingsViewController: UITableViewDataSource, UITableViewDelegate {

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items.count
    }

    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        footerText
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let item = items[indexPath.row]
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = item.title
        if case .toggle(let isOn) = item.kind {
            let toggle = UISwitch()
            toggle.isOn = isOn
            toggle.tag = indexPath.row
            toggle.addTarget(self, action: #selector(switchChanged(_:)), for: .valueChanged)
            cell.accessoryView = toggle
            cell.selectionStyle = .none
        }
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        guard !items[indexPath.row].isToggle else { return }
        presenter.didSelectAction(key: items[indexPath.row].key)
    }
}
