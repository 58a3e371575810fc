//
//  CatalogPresenter.m
//  Folio
//

#import "CatalogPresenter.h"
#import "FolioNotifications.h"

@interface CatalogPresenter ()

@property (nonatomic, copy) NSArray<NSString *> *books;

@end

@implementation CatalogPresenter

- (void)dealloc {
    [[NSNotificationCenter defaultCenter] removeObserver:self];
}

#pragma mark - CatalogViewOutput

- (void)didTriggerViewReadyEvent {
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(cartDidChange:) name:FOLCartDidChangeNotification object:nil];
    [self.interactor obtainNewArrivals];
}

- (void)didSelectBookAtIndex:(NSUInteger)index {
    [self.router openBookDetailWithTitle:self.books[index]];
}

- (void)didTapSignIn {
    [self.router openSignIn];
}

#pragma mark - CatalogInteractorOutput

- (void)didObtainNewArrivals:(NSArray<NSString *> *)books {
    self.books = books;
    [self.view showBooks:books];
}

#pragma mark - Notifications

- (void)cartDidChange:(NSNotification *)notification {
    NSNumber *count = notification.userInfo[@"count"];
    [self.view showCartCount:count.integerValue];
}

@end
