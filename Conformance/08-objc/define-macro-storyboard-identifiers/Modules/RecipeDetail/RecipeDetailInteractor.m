//
//  RecipeDetailInteractor.m
//  Pantry
//

#import "RecipeDetailInteractor.h"

@implementation RecipeDetailInteractor

#pragma mark - RecipeDetailInteractorInput

- (void)obtainSteps {
    [self.output didObtainSteps:@[@"Chop", @"Simmer", @"Serve"]];
}

@end
