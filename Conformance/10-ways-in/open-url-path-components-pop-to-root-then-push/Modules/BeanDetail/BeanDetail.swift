//
//  BeanDetail.swift
//  Crema
//

import UIKit

// MARK: - View

final class BeanDetailViewController: UIViewController {

    var presenter: BeanDetailPresenter!
    private let notesLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        notesLabel.numberOfLines = 0
        notesLabel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(notesLabel)
        NSLayoutConstraint.activate([
            notesLabel.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            notesLabel.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            notesLabel.centerYAnchor.constraint(equalTo: view.centerYAnchor)
        ])
        presenter.attach(self)
    }

    func show(title: String, notes: String) {
        self.title = title
        notesLabel.text = notes
    }
}

// MARK: - Presenter

final class BeanDetailPresenter {

    private let slug: String
    private let interactor: BeanDetailInteractor

    init(slug: String, interactor: BeanDetailInteractor) {
        self.slug = slug
        self.interactor = interactor
    }

    func attach(_ view: BeanDetailViewController) {
        let notes = interactor.tastingNotes(for: slug)
        view.show(title: slug.replacingOccurrences(of: "-", with: " ").capitalized, notes: notes.joined(separator: " · "))
    }
}

// MARK: - Interactor

final class BeanDetailInteractor {

    private let notesBySlug = [
        "ethiopia-guji": ["Peach", "Jasmine", "Bergamot"],
        "colombia-huila": ["Red apple", "Caramel"],
        "sumatra-gayo": ["Cedar", "Dark chocolate"]
    ]

    func tastingNotes(for slug: String) -> [String] {
        notesBySlug[slug] ?? ["Notes coming soon"]
    }
}

// MARK: - Builder

enum BeanDetailBuilder {

    static func build(slug: String) -> UIViewController {
        let view = BeanDetailViewController()
        view.presenter = BeanDetailPresenter(slug: slug, interactor: BeanDetailInteractor())
        return view
    }
}
