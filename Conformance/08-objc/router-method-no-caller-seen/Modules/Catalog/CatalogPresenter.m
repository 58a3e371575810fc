//
//  CatalogPresenter.m
//  Stacks
//

#import "CatalogPresenter.h"

@interface CatalogPresenter ()

@property (nonatomic, copy) NSArray<NSString *> *titles;

@end

@implementation CatalogPresenter

#pragma mark - CatalogViewOutput

- (void)didTriggerViewReadyEvent {
    [self.interactor obtainTitles];
}

- (void)didSelectItemAtIndex:(NSUInteger)index {
    [self.router openLoans];
}

#pragma mark - CatalogInteractorOutput

- (void)didObtainTitles:(NSArray<NSString *> *)titles {
    self.titles = titles;
    [self.view showTitles:titles];
}

@end
