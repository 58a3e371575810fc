//
//  WineDetailPresenter.m
//  Corkboard
//

#import "WineDetailPresenter.h"
#import "Wine.h"

@interface WineDetailPresenter ()

@property (nonatomic, strong) Wine *wine;

@end

@implementation WineDetailPresenter

#pragma mark - WineDetailModuleInput

- (void)configureWithWine:(Wine *)wine {
    self.wine = wine;
}

#pragma mark - WineDetailViewOutput

- (void)didTriggerViewReadyEvent {
    NSString *vintageText = [NSString stringWithFormat:@"%ld", (long)self.wine.vintage];
    [self.view showName:self.wine.name vintageText:vintageText region:self.wine.region];
    [self.interactor obtainTastingNotesForWineWithIdentifier:self.wine.identifier];
}

#pragma mark - WineDetailInteractorOutput

- (void)didObtainTastingNotes:(NSString *)notes {
    [self.view showTastingNotes:notes];
}

@end
