//
//  RecipeDetailPresenter.m
//  Pantry
//

#import "RecipeDetailPresenter.h"

@interface RecipeDetailPresenter ()

@property (nonatomic, copy) NSArray<NSString *> *steps;

@end

@implementation RecipeDetailPresenter

#pragma mark - RecipeDetailViewOutput

- (void)didTriggerViewReadyEvent {
    [self.interactor obtainSteps];
}

#pragma mark - RecipeDetailInteractorOutput

- (void)didObtainSteps:(NSArray<NSString *> *)steps {
    self.steps = steps;
    [self.view showSteps:steps];
}

@end
