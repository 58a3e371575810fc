//
//  CellarPresenter.m
//  Corkboard
//

#import "CellarPresenter.h"
#import "WineDetailModuleInput.h"

@interface CellarPresenter ()

@property (nonatomic, copy) NSArray<Wine *> *wines;

@end

@implementation CellarPresenter

#pragma mark - CellarViewOutput

- (void)didTriggerViewReadyEvent {
    [self.interactor obtainWines];
}

- (void)configureWineDetailModule:(id<WineDetailModuleInput>)moduleInput forWineAtIndex:(NSUInteger)index {
    [moduleInput configureWithWine:self.wines[index]];
}

#pragma mark - CellarInteractorOutput

- (void)didObtainWines:(NSArray<Wine *> *)wines {
    self.wines = wines;
    [self.view showWines:wines];
}

@end
