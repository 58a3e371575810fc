//
//  CellarInteractor.m
//  Corkboard
//

#import "CellarInteractor.h"
#import "Wine.h"

@implementation CellarInteractor

#pragma mark - CellarInteractorInput

- (void)obtainWines {
    Wine *rioja = [[Wine alloc] init];
    rioja.identifier = @"w-101";
    rioja.name = @"Viña Ardanza";
    rioja.region = @"Rioja";
    rioja.vintage = 2016;
    rioja.bottlesLeft = 4;

    Wine *riesling = [[Wine alloc] init];
    riesling.identifier = @"w-102";
    riesling.name = @"Wehlener Sonnenuhr Kabinett";
    riesling.region = @"Mosel";
    riesling.vintage = 2019;
    riesling.bottlesLeft = 2;

    [self.output didObtainWines:@[rioja, riesling]];
}

@end
