//
//  CatalogInteractor.m
//  Folio
//

#import "CatalogInteractor.h"

@implementation CatalogInteractor

#pragma mark - CatalogInteractorInput

- (void)obtainNewArrivals {
    [self.output didObtainNewArrivals:@[@"The Salt Road", @"A Field Guide to Moss", @"Night Ferry"]];
}

@end
