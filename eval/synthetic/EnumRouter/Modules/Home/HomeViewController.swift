import UIKit

final class HomeViewController: UITableViewController {

    private enum Section: Int, CaseIterable {
        case drafts, people
    }

    var output: HomeViewOutput!
    private var people: [Person] = []
    private var drafts: [Draft] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Home"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .compose,
                                                            target: self,
                                                            action: #selector(composeTapped))
        navigationItem.leftBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "gearshape"),
                                                           style: .plain,
                                                           target: self,
                                                           action: #selector(settingsTapped))
        output.viewIsReady()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        output.viewWillAppear()
    }

    @objc private func composeTapped() { output.didTapCompose() }
    @objc private func settingsTapped() { output.didTapSettings() }

    override func numberOfSections(in tableView: UITableView) -> Int {
        Section.allCases.count
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        Section(rawValue: section) == .drafts ? "Your drafts" : "People"
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        Section(rawValue: section) == .drafts ? drafts.count : people.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        switch Section(rawValue: indexPath.section) {
        case .drafts?:
            let draft = drafts[indexPath.row]
            content.text = draft.title.isEmpty ? "Untitled" : draft.title
            content.secondaryText = RelativeDateTimeFormatter().localizedString(for: draft.updatedAt, relativeTo: Date())
        default:
            content.text = people[indexPath.row].name
        }
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        if Section(rawValue: indexPath.section) == .drafts {
            output.didSelectDraft(at: indexPath.row)
        } else {
            output.didSelectPerson(at: indexPath.row)
        }
    }
}

extension HomeViewController: HomeViewInput {
    func show(people: [Person], drafts: [Draft]) {
        self.people = people
        self.drafts = drafts
        tableView.reloadData()
    }

    func showError(_ message: String) {
        let alert = UIAlertController(title: nil, message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .cancel))
        present(alert, animated: true)
    }
}
