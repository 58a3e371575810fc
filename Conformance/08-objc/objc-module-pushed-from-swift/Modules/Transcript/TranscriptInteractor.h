//
//  TranscriptInteractor.h
//  Castaway
//

#import <Foundation/Foundation.h>

@protocol TranscriptInteractorOutput <NSObject>
- (void)didObtainParagraphs:(NSArray<NSString *> *)paragraphs;
@end

@protocol TranscriptInteractorInput <NSObject>
- (void)obtainParagraphs;
@end

@interface TranscriptInteractor : NSObject <TranscriptInteractorInput>

@property (nonatomic, weak) id<TranscriptInteractorOutput> output;

@end
