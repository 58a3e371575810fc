//
//  RecipeDetailViewController.swift
//  RecipeDetail
//
//  Created by Daniel Park on 2024/03/04.
//

import UIKit

protocol RecipeDetailViewInterface: AnyObject {
    func display(_ recipe: RecipeDetailEntity)
    func setFavorite(_ isFavorite: Bool)
    func showPlaceholder(text: String)
}

/// Shows a recipe's summary, servings, ingredients and steps, with buttons to favourite it and read its comments.
final class RecipeDetailViewController: UIViewController {

    private let presenter: RecipeDetailPresenterInterface
    private let textView = UITextView()
    private let commentsButton = UIButton(type: .system)

    init(presenter: RecipeDetailPresenterInterface) {
        self.presenter = presenter
        super.init(nibName: nil, bundle: nil)
        navigationItem.largeTitleDisplayMode = .never
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        textView.isEditable = false
        textView.font = .preferredFont(forTextStyle: .body)
        textView.frame = view.bounds
        textView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(textView)

        commentsButton.addTarget(self, action: #selector(commentsTapped), for: .touchUpInside)
        navigationItem.rightBarButtonItems = [
            UIBarButtonItem(image: UIImage(systemName: "heart"), style: .plain,
                            target: self, action: #selector(favoriteTapped)),
            UIBarButtonItem(customView: commentsButton)
        ]
        presenter.viewDidLoad()
    }

    @objc private func favoriteTapped() {
        presenter.didTapFavorite()
    }

    @objc private func commentsTapped() {
        presenter.didTapComments()
    }
}

extension RecipeDetailViewController: RecipeDetailViewInterface {

    func display(_ recipe: RecipeDetailEntity) {
        title = recipe.title
        commentsButton.setTitle("💬 \(recipe.commentCount)", for: .normal)
        textView.text = """
        \(recipe.summary)

        Serves \(recipe.servings)

        \(recipe.formattedIngredients)

        \(recipe.formattedSteps)
        """
    }

    func setFavorite(_ isFavorite: Bool) {
        navigationItem.rightBarButtonItems?.first?.image = UIImage(systemName: isFavorite ? "heart.fill" : "heart")
    }

    func showPlaceholder(text: String) {
        textView.text = text
        textView.textAlignment = .center
    }
}
