//
//  ShelfPresenter.m
//  Bookworm
//

#import "ShelfPresenter.h"

@interface ShelfPresenter ()

@property (nonatomic, copy) NSArray<NSString *> *books;

@end

@implementation ShelfPresenter

#pragma mark - ShelfViewOutput

- (void)didTriggerViewReadyEvent {
    [self.interactor obtainBooks];
}

- (void)didSelectItemAtIndex:(NSUInteger)index {
    [self.router openBookWithTitle:self.books[index]];
}

#pragma mark - ShelfInteractorOutput

- (void)didObtainBooks:(NSArray<NSString *> *)books {
    self.books = books;
    [self.view showBooks:books];
}

@end
