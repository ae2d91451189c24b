import { useState } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useT } from '@/lib/i18n/i18n-provider';
import type { HelpView } from './help-view';
import { MySupportRequests } from './my-support-requests';
import { SupportRequestForm } from './support-request-form';

interface HelpDialogProps {
  initialView: HelpView;
  onClose: () => void;
}

/** Help & Feedback (spec 03): a new request, or the user's requests with the team's answers. */
export function HelpDialog({ initialView, onClose }: HelpDialogProps) {
  const t = useT();
  const [view, setView] = useState<HelpView>(initialView);
  return (
    <Dialog open onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}>
      <DialogContent className="content-start sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{t('support.title')}</DialogTitle>
          <DialogDescription>{t('support.description')}</DialogDescription>
        </DialogHeader>
        <Tabs value={view} onValueChange={(next) => setView(next as HelpView)}>
          <TabsList>
            <TabsTrigger value="new">{t('support.newRequest')}</TabsTrigger>
            <TabsTrigger value="requests">{t('support.myRequests')}</TabsTrigger>
          </TabsList>
          {/* Kept mounted: a look at My requests does not lose what was typed. */}
          <TabsContent value="new" forceMount className="data-[state=inactive]:hidden">
            <SupportRequestForm onSent={() => setView('requests')} />
          </TabsContent>
          <TabsContent value="requests">
            <MySupportRequests onNew={() => setView('new')} />
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}
