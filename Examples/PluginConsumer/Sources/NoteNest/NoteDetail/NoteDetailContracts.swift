import Foundation

protocol NoteDetailViewInput: AnyObject { func show(text: String) }
protocol NoteDetailViewOutput: AnyObject { func didTapClose() }
protocol NoteDetailRouterInput: AnyObject { func close() }
