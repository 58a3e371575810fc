//
//  BookDetailPresenter.m
//  Folio
//

#import "BookDetailPresenter.h"

@implementation BookDetailPresenter

#pragma mark - BookDetailViewOutput

- (void)didTriggerViewReadyEvent {
    [self.view showBookTitle:self.bookTitle];
}

- (void)didTapAddToCart {
    [self.interactor addBookToCart:self.bookTitle];
}

#pragma mark - BookDetailInteractorOutput

- (void)didAddBookToCart {
    [self.view showAddedToCart];
}

@end
