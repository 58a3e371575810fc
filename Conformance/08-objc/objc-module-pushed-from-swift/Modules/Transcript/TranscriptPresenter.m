//
//  TranscriptPresenter.m
//  Castaway
//

#import "TranscriptPresenter.h"

@interface TranscriptPresenter ()

@property (nonatomic, copy) NSArray<NSString *> *paragraphs;

@end

@implementation TranscriptPresenter

#pragma mark - TranscriptViewOutput

- (void)didTriggerViewReadyEvent {
    [self.interactor obtainParagraphs];
}

#pragma mark - TranscriptInteractorOutput

- (void)didObtainParagraphs:(NSArray<NSString *> *)paragraphs {
    self.paragraphs = paragraphs;
    [self.view showParagraphs:paragraphs];
}

@end
