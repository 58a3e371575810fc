//
//  CatalogInteractor.m
//  Stacks
//

#import "CatalogInteractor.h"

@implementation CatalogInteractor

#pragma mark - CatalogInteractorInput

- (void)obtainTitles {
    [self.output didObtainTitles:@[@"Dune", @"Piranesi", @"The Overstory"]];
}

@end
